// The shell's first screen needs, besides main.js: the chunks main.js asks for as soon as it has
// run (the bootstrap and the shared singletons) and the active language's catalogue, asked for
// only once all of those have run. On a slow phone network each "found late" is a round trip or
// more of an idle line. The build names them all in the page itself (preload links, and a
// one-line script that picks the catalogue by the language the first-paint script chose) and in
// startup-hints.json, from which the static server sends the same hints as a Link header.
const { Compilation, sources } = require('webpack');

const HINTS_FILE = 'startup-hints.json';
/** The shell's catalogue chunks, one per language (shared/src/i18n/shared-catalogue.ts). */
const CATALOGUE_CHUNK = /^shared-([a-z]{2})$/;

const kindOf = (file) => (file.endsWith('.css') ? 'style' : 'script');
const isCode = (file) => /\.(js|css)$/.test(file);

/**
 * What the first screen needs, in the order it is needed: the entry's files, the run-time JSON
 * files it reads first (`data`), the chunks it loads at start, and each language's catalogue.
 */
/** The shell's entry chunk group and the chunks its entry loads as soon as it has run. */
function shellStartupChunks(compilation) {
  const main = compilation.namedChunkGroups.get('main');
  const atStart = main ? [...main.childrenIterable].flatMap((group) => group.chunks) : [];
  return { main, atStart };
}

function startupFiles(compilation, data) {
  const { main, atStart } = shellStartupChunks(compilation);
  const entry = main
    .getFiles()
    .filter(isCode)
    .map((file) => `/${file}`);
  const files = new Set();
  for (const chunk of atStart)
    for (const file of chunk.files) if (isCode(file)) files.add(`/${file}`);
  const catalogues = {};
  for (const chunk of compilation.chunks) {
    const language = CATALOGUE_CHUNK.exec(chunk.name ?? '')?.[1];
    const script = [...chunk.files].find((file) => file.endsWith('.js'));
    if (language && script) catalogues[language] = `/${script}`;
  }
  return { entry, data, files: [...files], catalogues };
}

/** The inline script that preloads the catalogue of <html lang> (set by the first-paint script). */
function catalogueScript(catalogues) {
  return (
    `(function(){var f=${JSON.stringify(catalogues)}[document.documentElement.lang];` +
    `if(f){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=f;` +
    `document.head.appendChild(l)}})()`
  );
}

const preloadTag = (file) => `<link rel=preload href=${file} as=${kindOf(file)}>`;

/**
 * `html` with the hints: the entry first of all (a deferred script is otherwise asked for with a
 * low priority, behind the chunks, on a line of six connections), the chunks at the end of
 * <head>, the catalogue's script at the end of <body>. The template preloads the `data` files.
 */
function withStartupHints(html, { entry, files, catalogues }) {
  const firstHint = html.search(/<link rel="?preload/);
  const at = firstHint === -1 ? html.indexOf('</head>') : firstHint;
  return `${html.slice(0, at)}${entry.map(preloadTag).join('')}${html.slice(at)}`
    .replace('</head>', `${files.map(preloadTag).join('')}</head>`)
    .replace('</body>', `<script>${catalogueScript(catalogues)}</script></body>`);
}

const fetchLink = (file) => `<${file}>; rel=preload; as=fetch; crossorigin=anonymous`;
const codeLink = (file) => `<${file}>; rel=preload; as=${kindOf(file)}`;

/**
 * The same hints as Link header entries, in two parts to go either side of the page's remote's
 * (the entry and data files are what runs first; the chunks come after the remote's entry), with
 * the catalogue of `language` (the server's best guess, from Accept-Language; the page's own
 * script asks for the customer's if they chose another).
 */
function startupLinks({ entry = [], data = [], files = [], catalogues = {} }, language) {
  const catalogue = catalogues[language];
  return {
    first: [...entry.map(codeLink), ...data.map(fetchLink)],
    then: [...files, ...(catalogue ? [catalogue] : [])].map(codeLink),
  };
}

/** Writes the hints into index.html and startup-hints.json, before ScriptHashesPlugin hashes. */
class StartupHintsPlugin {
  /** @param {string[]} data the run-time JSON files read at start (preloaded by the template) */
  constructor(data) {
    this.data = data;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const hints = startupFiles(compilation, this.data);
          const page = compilation.getAsset('index.html');
          if (page) {
            const html = withStartupHints(page.source.source().toString(), hints);
            compilation.updateAsset('index.html', new sources.RawSource(html));
          }
          compilation.emitAsset(HINTS_FILE, new sources.RawSource(JSON.stringify(hints)));
        },
      );
    });
  }
}

module.exports = {
  HINTS_FILE,
  StartupHintsPlugin,
  shellStartupChunks,
  startupLinks,
  withStartupHints,
};
