// The rule that picks the language to start in, kept self-contained (no imports, no outside
// names): the build compiles this file and writes `chooseLanguage` into
// index.html's first script (webpack/first-paint.js), so the splash and <html lang> are already
// in the customer's language at the first paint, before any bundle has arrived.

/** The languages the app speaks; the first is the source language and the fallback. */
export const LANGUAGES = ['en', 'hi'] as const;

/**
 * The customer's choice (`stored`, from local storage `lang`) if the app speaks it, else the
 * first of the browser's languages it speaks ('hi-IN' counts as Hindi), else the first language.
 */
export function chooseLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  languages: readonly string[],
): string {
  if (stored && languages.includes(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0]!;
    if (languages.includes(base)) return base;
  }
  return languages[0]!;
}
