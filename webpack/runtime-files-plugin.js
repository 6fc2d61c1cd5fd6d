const { sources } = require('webpack');

/**
 * Emits small JSON files (run-time configuration, the remotes manifest) next to the build, so an
 * operator can edit them in place after a deploy without rebuilding anything.
 */
class RuntimeFilesPlugin {
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimeFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'RuntimeFilesPlugin',
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const [name, content] of Object.entries(this.files)) {
            compilation.emitAsset(
              name,
              new sources.RawSource(`${JSON.stringify(content, null, 2)}\n`),
            );
          }
        },
      );
    });
  }
}

module.exports = { RuntimeFilesPlugin };
