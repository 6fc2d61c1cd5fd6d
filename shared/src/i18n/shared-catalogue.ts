import type { CatalogueLoader } from './catalogues';

/**
 * Shared's own strings (toasts, dialogs, validation messages) and the shell's (lingui.config.js),
 * one chunk per language.
 */
export const loadSharedCatalogue: CatalogueLoader = (language) =>
  language === 'hi'
    ? import(/* webpackChunkName: "shared-hi" */ '../locales/hi')
    : import(/* webpackChunkName: "shared-en" */ '../locales/en');
