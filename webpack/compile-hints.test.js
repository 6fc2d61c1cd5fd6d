const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { COMPILE_HINT, CompileHintsPlugin } = require('./compile-hints');

/** Builds a small app for production: an entry, a chunk it loads at start, one it loads later. */
function build() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const write = (file, text) => fs.writeFileSync(path.join(dir, file), text);
  write('index.js', "setTimeout(() => import('./start').then((m) => m.start()));");
  write('start.js', "export function start() { document.onclick = () => import('./later'); }");
  write('later.js', 'export const later = () => 42;');
  write('shared-en.js', 'export const messages = { hello: "Hello" };');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js', 'shared-en': './shared-en.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin('shell')],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else resolve(path.join(dir, 'dist'));
    }),
  );
}

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
