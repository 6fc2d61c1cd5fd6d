import { useLingui } from '@lingui/react';
import { INTL_LOCALES, isLanguage } from './languages';

/** Intl's locale for the active language ('en-IN' or 'hi-IN'): numbers, rupees, dates, times. */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? INTL_LOCALES[i18n.locale] : INTL_LOCALES.en;
}
