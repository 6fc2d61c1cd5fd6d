const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { buildFixture } = require('./build-fixture');
const { COMPILE_HINT, MIN_HINTED_BYTES, CompileHintsPlugin } = require('./compile-hints');

/**
 * Builds a small app for production: an entry, a chunk it loads at start, one it loads later, and
 * a catalogue. `options`: the plugin's.
 */
const build = (options) =>
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
      plugins: [new CompileHintsPlugin('shell', options)],
    },
  );

/** The built scripts, and those that start with the hint. */
function hintedIn(dist) {
  const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
  const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
  return { scripts, read, hinted: scripts.filter((file) => read(file).startsWith(COMPILE_HINT)) };
}

describe('compile hints', () => {
  it('starts the entry and its start-up chunks with the hint, and only those', async () => {
    const { scripts, read, hinted } = hintedIn(await build({ minBytes: 0 }));
    const later = scripts.find((file) => read(file).includes('42'));
    expect(hinted).toHaveLength(2);
    expect(hinted.some((file) => file.startsWith('main.'))).toBe(true);
    expect(hinted.some((file) => file.startsWith('shared-en.'))).toBe(false);
    expect(hinted).not.toContain(later);
    // The source map accounts for the added line: its first line maps nothing.
    const main = hinted.find((file) => file.startsWith('main.'));
    expect(JSON.parse(read(`${main}.map`)).mappings.startsWith(';')).toBe(true);
  }, 30_000);

  it(`leaves scripts under ${MIN_HINTED_BYTES} bytes to compile lazily`, async () => {
    const { scripts, hinted } = hintedIn(await build());
    expect(scripts.length).toBeGreaterThan(2);
    expect(hinted).toEqual([]);
  }, 30_000);
});
