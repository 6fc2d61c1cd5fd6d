import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@dakiya/local-system';

export type Language = 'en' | 'hi';

// The apps' Lingui catalogues, which the screens are translated from: a journey written once
// finds its buttons and headings in either language by their English source text.
const CATALOGUES = ['shared', 'auth-app', 'booking-app', 'account-app', 'driver-app'];

/** A .po string's text: its quoted lines joined, escapes read. */
function unquote(lines: string[]): string {
  return lines.map((line) => JSON.parse(line) as string).join('');
}

/** msgid -> msgstr of one .po file (plain entries; plurals and contexts are not needed here). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const blocks = readFileSync(file, 'utf8').split(/\n\s*\n/);
  for (const block of blocks) {
    const match = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/m.exec(block);
    if (!match) continue;
    const quoted = (text: string) => text.trim().split('\n');
    entries.set(unquote(quoted(match[1]!)), unquote(quoted(match[2]!)));
  }
  return entries;
}

let hindi: Map<string, string> | null = null;

function hindiCatalogue(): Map<string, string> {
  hindi ??= new Map(
    CATALOGUES.flatMap((dir) => [
      ...readPo(path.join(REPO_ROOT, dir, 'src', 'locales', 'hi.po')).entries(),
    ]),
  );
  return hindi;
}

/**
 * The text the screens show for an English source text in `language`, with `{name}` placeholders
 * filled from `values`. Throws for a text no catalogue has, so a renamed button fails loudly.
 */
export function textIn(
  language: Language,
  source: string,
  values: Record<string, string | number> = {},
): string {
  let text = source;
  if (language === 'hi') {
    const translated = hindiCatalogue().get(source);
    if (!translated) throw new Error(`no Hindi text for "${source}" in the catalogues`);
    text = translated;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A pattern for a text with placeholders: each `{name}` not given matches anything. */
export function patternIn(
  language: Language,
  source: string,
  values: Record<string, string | number> = {},
): RegExp {
  const escaped = textIn(language, source, values)
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('.+'));
}
