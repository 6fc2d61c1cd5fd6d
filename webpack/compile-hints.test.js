const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { buildFixture } = require('./build-fixture');
const { COMPILE_HINT, CompileHintsPlugin } = require('./compile-hints');

/** Builds a small app for production: an entry, a chunk it loads at start, one it loads later. */
const build = () =>
  buildFixture(
    {
      'index.js': "setTimeout(() => import('./start').then((m) => m.start()));",
      'start.js': "export function start() { document.onclick = () => import('./later'); }",
      'later.js': 'export const later = () => 42;',
      'shared-en.js': 'export const messages = { hello: "Hello" };',
    },
    {
      entry: { main: './index.js', 'shared-en': './shared-en.js' },
      devtool: 'source-map',
      output: { filename: '[name].[contenthash:8].js' },
      plugins: [new CompileHintsPlugin('shell')],
    },
  );

describe('compile hints', () => {
  it('starts the entry, its start-up chunks and the catalogues with the hint, and only those', async () => {
    const dist = await build();
    const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
    const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
    const hinted = scripts.filter((file) => read(file).startsWith(COMPILE_HINT)).sort();
    const later = scripts.find((file) => read(file).includes('42'));
    expect(hinted).toHaveLength(3);
    expect(hinted.some((file) => file.startsWith('main.'))).toBe(true);
    expect(hinted.some((file) => file.startsWith('shared-en.'))).toBe(true);
    expect(hinted).not.toContain(later);
    // The source map accounts for the added line: its first line maps nothing.
    const main = hinted.find((file) => file.startsWith('main.'));
    expect(JSON.parse(read(`${main}.map`)).mappings.startsWith(';')).toBe(true);
  }, 30_000);
});
