// V8 compiles a script's functions lazily: each on the main thread the first time it is called.
// On a slow phone that is a large part of the first screen's start-up (docs/performance.md, "On a
// phone"). A file that starts with this comment has every function compiled at once, on a
// background thread, while the file is still downloading (Chromium 136 and later; other browsers
// read it as a comment). Only the files the first screen runs nearly all of get it: compiling code
// that never runs would only cost memory.
const { Compilation, sources } = require('webpack');
const { CATALOGUE_CHUNK, shellStartupChunks } = require('./startup-hints');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** A remote's catalogue chunks (each app's src/app/catalogue.ts); the shell's: CATALOGUE_CHUNK. */
const REMOTE_CATALOGUE_CHUNK = /^catalogue-[a-z]{2}$/;
/** The chunk group of a module a remote exposes (its `./App`). */
const EXPOSED_GROUP = /^__federation_expose_/;

/**
 * The chunks a first screen runs: the shell's entry and what it loads at start; a remote's entry
 * (remoteEntry.js) and the chunks of what it exposes; every app's catalogues.
 */
function startupChunks(compilation, containerName) {
  const chunks = new Set();
  if (containerName === 'shell') {
    const { main, atStart } = shellStartupChunks(compilation);
    for (const chunk of [...(main?.chunks ?? []), ...atStart]) chunks.add(chunk);
  }
  for (const [name, group] of compilation.namedChunkGroups)
    if (EXPOSED_GROUP.test(name) || name === containerName)
      for (const chunk of group.chunks) chunks.add(chunk);
  for (const chunk of compilation.chunks)
    if (CATALOGUE_CHUNK.test(chunk.name ?? '') || REMOTE_CATALOGUE_CHUNK.test(chunk.name ?? ''))
      chunks.add(chunk);
  return chunks;
}

/** Puts the compile hint first in every script of the first screen's chunks. */
class CompileHintsPlugin {
  /** @param {string} containerName the app's federation name ('shell', 'auth_app'...) */
  constructor(containerName) {
    this.containerName = containerName;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which would drop the comment), before the source maps are written
        // (so they account for the added line) and before the final content hashes.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          for (const chunk of startupChunks(compilation, this.containerName))
            for (const file of chunk.files)
              if (file.endsWith('.js'))
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource(COMPILE_HINT, source),
                );
        },
      );
    });
  }
}

module.exports = { COMPILE_HINT, CompileHintsPlugin };
