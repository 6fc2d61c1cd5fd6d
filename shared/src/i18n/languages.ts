import { LOCAL_KEYS } from '@dakiya/domain';
import { chooseLanguage, LANGUAGES } from './language-rule';

export { LANGUAGES };
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** Intl's locale for each language: Indian English and Hindi (lakh grouping, Indian dates). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * The language to start in: the customer's choice (local storage `lang`) or else the first of
 * the browser's languages the app speaks ('hi-IN' counts as Hindi), or English
 * (language-rule.ts, which index.html's first script runs too).
 */
export function preferredLanguage(
  stored: string | null = safeStoredLanguage(),
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  return chooseLanguage(stored, browserLanguages, LANGUAGES) as Language;
}

function safeStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEYS.lang);
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}
