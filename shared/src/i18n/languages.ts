import { LOCAL_KEYS } from '@dakiya/domain';

/** The languages the app speaks; the first is the source language and the fallback. */
export const LANGUAGES = ['en', 'hi'] as const;
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
 * the browser's languages the app speaks ('hi-IN' counts as Hindi), or English.
 */
export function preferredLanguage(
  stored: string | null = safeStoredLanguage(),
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return LANGUAGES[0];
}

function safeStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LOCAL_KEYS.lang);
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}
