import { currentLanguage, i18n, type Language } from '@dakiya/shared';

/**
 * The query every driver call that shows a ride's pickup and drop sends (`?lang=`, as the
 * places routes take it): the API names them in the language the driver app speaks.
 */
export const driverLanguageQuery = (): { lang: Language } => ({ lang: currentLanguage() });

/** Calls `onChange` when the driver switches language; answers the way to stop listening. */
export const onDriverLanguageChange = (onChange: () => void): (() => void) =>
  i18n.on('change', onChange);
