import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Language } from '../i18n/languages';

/**
 * Makes `language` the active one for the rest of the test (scripts/jest-setup.ts loads every
 * catalogue and returns to English after each test).
 */
export function inLanguage(language: Language): void {
  i18n.activate(language);
}

/** The i18n provider, for a test that renders without `renderScreen`. */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
