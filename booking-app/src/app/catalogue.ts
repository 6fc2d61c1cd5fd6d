import type { CatalogueLoader } from '@dakiya/shared';

/** This remote's strings, one chunk per language: only the active language's is downloaded. */
export const loadCatalogue: CatalogueLoader = (language) =>
  language === 'hi'
    ? import(/* webpackChunkName: "catalogue-hi" */ '../locales/hi')
    : import(/* webpackChunkName: "catalogue-en" */ '../locales/en');
