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

// Every package (shared, the shell, each remote) has its own catalogue, loaded when the package
// is: a remote's strings come with the remote, not with the first screen.
const loads = new Map<CatalogueLoader, Map<Language, Promise<void>>>();
const loaded = new Set<string>();
let loaderIds = 0;
const loaderId = new Map<CatalogueLoader, number>();

function key(loader: CatalogueLoader, language: Language) {
  if (!loaderId.has(loader)) loaderId.set(loader, ++loaderIds);
  return `${loaderId.get(loader)}:${language}`;
}

/** Merges `loader`'s catalogue for `language` into the one i18n instance (once). */
export function loadCatalogue(loader: CatalogueLoader, language: Language): Promise<void> {
  let byLanguage = loads.get(loader);
  if (!byLanguage) loads.set(loader, (byLanguage = new Map()));
  let load = byLanguage.get(language);
  if (!load) {
    load = loader(language).then(({ messages }) => {
      i18n.load(language, messages);
      loaded.add(key(loader, language));
    });
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
 * language switch loads its catalogue too.
 */
export function useCatalogue(loader: CatalogueLoader): void {
  const { i18n: active } = useLingui();
  const language = active.locale as Language;
  if (!loaded.has(key(loader, language))) use(loadCatalogue(loader, language));
}
