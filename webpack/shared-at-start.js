// A remote's App consumes shared modules (`@dakiya/shared/forms`, `/maps`...). Those the shell
// does not provide come from the remote's own chunks, which its runtime asks for only once the App's
// chunks have arrived and run: one more round trip, found late, on the way to the first screen.
// The build writes them into the remote's mf-manifest.json, beside the App's files, so that the
// static server can hint them with the page (page-hints.js).
const { Compilation, sources } = require('webpack');

const MANIFEST_FILE = 'mf-manifest.json';
const APP_EXPOSE = './App';
const EXPOSED_APP_GROUP = '__federation_expose_App';

/**
 * Share key -> the files of this build's own copy of that module, for every shared module the
 * exposed App consumes as it loads, less the files the App's own chunks already are.
 */
function sharedAtStart(compilation) {
  const { chunkGraph } = compilation;
  const app = compilation.namedChunkGroups.get(EXPOSED_APP_GROUP);
  if (!app) return {};
  const appFiles = new Set(app.chunks.flatMap((chunk) => [...chunk.files]));
  const consumed = new Set();
  for (const chunk of app.chunks)
    for (const module of chunkGraph.getChunkModulesIterable(chunk))
      if (module.constructor.name === 'ConsumeSharedModule') consumed.add(module.options.shareKey);
  const files = {};
  for (const module of compilation.modules) {
    const shareKey = module.constructor.name === 'ProvideSharedModule' ? module._name : null;
    const block = module.blocks?.[0];
    if (!consumed.has(shareKey) || !block) continue;
    const group = chunkGraph.getBlockChunkGroup(block);
    const own = (group?.chunks ?? [])
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => /\.(js|css)$/.test(file) && !appFiles.has(file));
    if (own.length) files[shareKey] = own.sort();
  }
  // By key: the modules' order differs from one build to the next, the manifest should not.
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}

/** Adds `sharedAtStart` (share key -> files) to the App's assets in the remote's manifest. */
class SharedAtStartPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedAtStartPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written the manifest, with the final file names.
        { name: 'SharedAtStartPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const asset = compilation.getAsset(MANIFEST_FILE);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          const app = manifest.exposes?.find((expose) => expose.path === APP_EXPOSE);
          if (!app) return;
          app.assets.sharedAtStart = sharedAtStart(compilation);
          compilation.updateAsset(
            MANIFEST_FILE,
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

module.exports = { SharedAtStartPlugin };
