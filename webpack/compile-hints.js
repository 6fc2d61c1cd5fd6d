// V8 compiles a script's functions lazily: each on the main thread the first time it is called.
// On a slow phone that is a large part of the first screen's start-up (docs/performance.md, "On a
// phone"). A file that starts with this comment has every function compiled at once, on a
// background thread, while the file is still downloading (Chromium 136 and later; other browsers
// read it as a comment). Only the files the first screen runs nearly all of get it: compiling code
// that never runs would only cost memory. And only files with code enough to be worth it: the
// comment costs every copy of a file about 20 bytes of gzip (the /login budget counts them), where
// a few kilobytes compile lazily in next to no time, and a catalogue is one JSON string.
const { Compilation, sources } = require('webpack');
const { shellStartupChunks } = require('./startup-hints');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Scripts smaller than this (minified) are left to compile lazily. */
const MIN_HINTED_BYTES = 8 * 1024;
/** The chunk group of a module a remote exposes (its `./App`). */
const EXPOSED_GROUP = /^__federation_expose_/;

/**
 * The chunks a first screen runs: the shell's entry and what it loads at start; a remote's entry
 * (remoteEntry.js) and the chunks of what it exposes.
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
  return chunks;
}

/** Puts the compile hint first in every script of the first screen's chunks of MIN_HINTED_BYTES. */
class CompileHintsPlugin {
  /**
   * @param {string} containerName the app's federation name ('shell', 'auth_app'...)
   * @param {{ minBytes?: number }} options
   */
  constructor(containerName, { minBytes = MIN_HINTED_BYTES } = {}) {
    this.containerName = containerName;
    this.minBytes = minBytes;
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
              if (file.endsWith('.js') && compilation.getAsset(file).source.size() >= this.minBytes)
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource(COMPILE_HINT, source),
                );
        },
      );
    });
  }
}

module.exports = { COMPILE_HINT, MIN_HINTED_BYTES, CompileHintsPlugin };
