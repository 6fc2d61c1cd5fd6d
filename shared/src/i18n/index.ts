// The app's one i18n instance (Lingui's), shared by the shell and every remote through the
// `@dakiya/shared` singleton: the apps' compiled `t`, `Trans` and `useLingui` macros import
// from `@dakiya/shared` (webpack/lingui.js), so one language is active everywhere.
export { i18n, type I18n, type MessageDescriptor } from '@lingui/core';
// Not Lingui's <Trans>: `t` covers every string here, and <Trans> would add to every first load.
export { I18nProvider, useLingui } from '@lingui/react';
export * from './languages';
export {
  changeLanguage,
  currentLanguage,
  loadCatalogue,
  startInPreferredLanguage,
  useCatalogue,
  type CatalogueLoader,
} from './catalogues';
export { translateText } from './message-texts';
export { LanguageSwitch } from './LanguageSwitch';
export { useIntlLocale } from './use-intl-locale';
export { countdownText } from './countdown-text';
