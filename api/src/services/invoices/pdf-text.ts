import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Noto Sans Devanagari (OFL, from Fontsource), embedded (subset) in every invoice: its Devanagari
 * file draws Hindi, the rupee sign and Devanagari digits; its Latin file the rest, so English and
 * Hindi invoices look alike and a name in either script prints.
 */
const FONT_FILES = {
  devanagari:
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  devanagariBold:
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff'),
  latin:
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff'),
  latinBold:
    require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-700-normal.woff'),
} as const;

type Pdf = InstanceType<typeof PDFDocument>;
type Weight = 'regular' | 'bold';

const FACE: Record<Weight, { devanagari: string; latin: string }> = {
  regular: { devanagari: 'devanagari', latin: 'latin' },
  bold: { devanagari: 'devanagariBold', latin: 'latinBold' },
};

export function registerInvoiceFonts(pdf: Pdf): void {
  for (const [name, file] of Object.entries(FONT_FILES)) pdf.registerFont(name, file);
  pdf.font('latin');
}

/** Whether the Devanagari file draws `char` (letters, marks, the rupee sign), not ASCII. */
function inDevanagariFile(pdf: Pdf, char: string): boolean {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return false;
  pdf.font('devanagari');
  const font = (pdf as unknown as { _font: { font: { hasGlyphForCodePoint(c: number): boolean } } })
    ._font.font;
  return font.hasGlyphForCodePoint(code);
}

/** `text` cut into runs each drawn by one file (spaces stay with the run they are in). */
function runs(pdf: Pdf, text: string, weight: Weight): Array<[font: string, run: string]> {
  const out: Array<[string, string]> = [];
  for (const char of text) {
    const face = FACE[weight];
    const font = char !== ' ' && inDevanagariFile(pdf, char) ? face.devanagari : face.latin;
    const last = out.at(-1);
    if (last && (last[0] === font || char === ' ')) last[1] += char;
    else out.push([font, char]);
  }
  return out;
}

/**
 * Writes one paragraph in whichever script it holds, at (x, y) when given: pdfkit's `text` with
 * the font switched per run, so the shaping of Hindi (fontkit's) sees whole words.
 */
export function writeText(
  pdf: Pdf,
  text: string,
  options: PDFKit.Mixins.TextOptions & { x?: number; y?: number; weight?: Weight } = {},
): void {
  const { x, y, weight = 'regular', ...rest } = options;
  const parts = runs(pdf, text, weight);
  parts.forEach(([font, run], i) => {
    pdf.font(font);
    const more = { ...rest, continued: i < parts.length - 1 };
    if (i === 0 && x !== undefined && y !== undefined) pdf.text(run, x, y, more);
    else pdf.text(run, more);
  });
  pdf.font(FACE.regular.latin);
}

/** How wide `text` is at the current size, run by run in its fonts. */
function widthOf(pdf: Pdf, text: string, weight: Weight): number {
  return runs(pdf, text, weight).reduce((sum, [font, run]) => {
    pdf.font(font);
    return sum + pdf.widthOfString(run);
  }, 0);
}

/**
 * One line of `text` ending at `right` on the line at `y` (an amount in a column): its runs
 * measured and drawn one after another, since pdfkit's own right-alignment breaks a line whose
 * fonts change.
 */
export function writeRightAligned(
  pdf: Pdf,
  text: string,
  right: number,
  y: number,
  weight: Weight = 'regular',
): void {
  let x = right - widthOf(pdf, text, weight);
  for (const [font, run] of runs(pdf, text, weight)) {
    pdf.font(font);
    pdf.text(run, x, y, { lineBreak: false });
    x += pdf.widthOfString(run);
  }
  pdf.font(FACE.regular.latin);
}
