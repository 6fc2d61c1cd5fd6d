// Keeps README.md and docs/ honest about the repository: every file they name exists, and every
// "`name` in `file`" they state is true, so a move or a rename fails here instead of misleading.
const fs = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');

const ROOT = path.resolve(__dirname, '..');
const DOCS = [
  'README.md',
  ...fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|cjs|json|md|css|sh|cfg|conf|ya?ml)$/;
const TOP_LEVEL = new Set(fs.readdirSync(ROOT));

const read = (doc) => fs.readFileSync(path.join(ROOT, doc), 'utf8');

/** Repository paths a document names: relative links, and code spans that look like paths. */
function namedPaths(doc) {
  const text = read(doc);
  const paths = [];
  for (const [, link] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/.test(link)) paths.push(path.join(path.dirname(doc), link));
  }
  for (const [, span] of text.matchAll(/`([\w@.][\w@./-]*\/[\w@.-]*)`/g)) {
    const isFile = FILE_EXTENSION.test(span);
    // An API path such as `feed/` is not the repository's: folders count from a top-level one.
    const isFolder = span.endsWith('/') && TOP_LEVEL.has(span.split('/')[0]);
    if (isFile || isFolder) paths.push(span);
  }
  return paths;
}

describe.each(DOCS)('%s', (doc) => {
  it('names only files and folders that exist', () => {
    const missing = namedPaths(doc).filter((named) => !fs.existsSync(path.join(ROOT, named)));
    expect(missing).toEqual([]);
  });

  it('says truly where a named thing is defined', () => {
    const claims = [...read(doc).matchAll(/`([A-Za-z_]\w*)(?:\(\))?` in `([^`]+\.\w+)`/g)];
    const wrong = claims
      .filter(([, name, file]) => {
        const at = path.join(ROOT, file);
        return !fs.existsSync(at) || !fs.readFileSync(at, 'utf8').includes(name);
      })
      .map(([claim]) => claim);
    expect(wrong).toEqual([]);
  });
});
