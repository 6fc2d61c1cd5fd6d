import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The Hindi PDFs are only readable with a Devanagari face inside them: a reader has none of its own.
describe.each(['privacy-policy.hi.pdf', 'terms-and-conditions.hi.pdf'])('%s', (file) => {
  const pdf = readFileSync(path.join(__dirname, file)).toString('latin1');

  it('embeds Noto Sans Devanagari', () => {
    expect(pdf).toMatch(/\/FontFile[23]\b/);
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('is a PDF in Hindi', () => {
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('/Lang (hi)');
  });
});
