import { use } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LOCAL_KEYS } from '@dakiya/domain';
import { preferredLanguage, type Language } from './languages';
import { loadSharedCatalogue } from './shared-catalogue';

/**
 * Loads one package's compiled catalogue for a language: a dynamic import per language, so only
 * the active language's strings are downloaded.
 */
export type CatalogueLoader = (language: Language) => Promise<{ messages: Messages }>;

/**
 * A load that says when it is done the way React's use() reads a promise (`status`), so a
 * screen whose catalogue is in renders at once rather than suspending for a moment.
 */
type Load = Promise<void> & { status?: 'fulfilled'; value?: undefined };

// Every package (shared, the shell, each remote) has its own catalogue, loaded when the package
// is: a remote's strings come with the remote, not with the first screen.
const loads = new Map<CatalogueLoader, Map<Language, Load>>();

/** Merges `loader`'s catalogue for `language` into the one i18n instance (once). */
export function loadCatalogue(loader: CatalogueLoader, language: Language): Promise<void> {
  let byLanguage = loads.get(loader);
  if (!byLanguage) loads.set(loader, (byLanguage = new Map()));
  let load = byLanguage.get(language);
  if (!load) {
    const loading: Load = loader(language).then(({ messages }) => {
      i18n.load(language, messages);
      loading.status = 'fulfilled';
      loading.value = undefined;
    });
    load = loading;
    // A failed download may be tried again (the next switch, or the screen's next render).
    load.catch(() => byLanguage.delete(language));
    byLanguage.set(language, load);
  }
  return load;
}

/**
 * Switches the whole app (the shell and every remote loaded so far) to `language`: each loaded
 * package's catalogue arrives first, so no screen shows a missing string, then every component
 * re-renders in the new language. The choice is remembered and `<html lang>` follows it.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([...loads.keys()].map((loader) => loadCatalogue(loader, language)));
  i18n.activate(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LOCAL_KEYS.lang, language);
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

/**
 * Activates the preferred language once shared's catalogue and the given packages' (the shell's,
 * the first screen's remote's) are in, so the first render is in that language.
 */
export async function startInPreferredLanguage(...packages: CatalogueLoader[]): Promise<void> {
  const language = preferredLanguage();
  await Promise.all(
    [loadSharedCatalogue, ...packages].map((loader) => loadCatalogue(loader, language)),
  );
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** The active language, or before the first activation the one the app will start in. */
export function currentLanguage(): Language {
  return (i18n.locale as Language) || preferredLanguage();
}

/**
 * A remote's screens call this at their root: it suspends (the shell's Suspense boundary) until
 * the remote's catalogue for the active language is loaded, and registers the remote so a later
 * language switch loads its catalogue too. use() is called on every render, loaded or not: React
 * warns when a render that suspended on it is finished without it.
 */
export function useCatalogue(loader: CatalogueLoader): void {
  const { i18n: active } = useLingui();
  use(loadCatalogue(loader, active.locale as Language));
}
