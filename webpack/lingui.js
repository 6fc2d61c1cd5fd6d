// Lingui's macros (`t`, `msg`, `<Trans>`, `useLingui` from @lingui/*/macro), compiled by swc.
// The plugin's version must match the swc_core of the pinned @swc/core: 6.7.0 for 1.16.18 (older
// ones fail with "failed to run Wasm plugin transform"). The apps' compiled macros import the
// runtime from @dakiya/shared, whose singleton holds the one i18n instance; shared's own code
// imports Lingui directly (importing itself by name would make a second federation copy).
const path = require('node:path');

const PLUGIN = require.resolve('@lingui/swc-plugin');
// swc caches compiled plugins in `.swc/` of the working directory by default; one cache, ignored.
const CACHE_ROOT = path.join(__dirname, '..', 'node_modules', '.cache', 'swc');
const FROM_SHARED = {
  i18n: ['@dakiya/shared', 'i18n'],
  Trans: ['@dakiya/shared', 'Trans'],
  useLingui: ['@dakiya/shared', 'useLingui'],
};

/**
 * swc's `jsc.experimental` for the Lingui plugin. In production the messages' English leaves
 * the code (only the hashed ids stay): the active language's catalogue carries the text.
 */
function linguiSwcOptions({ inShared, production }) {
  return {
    cacheRoot: CACHE_ROOT,
    plugins: [
      [
        PLUGIN,
        {
          ...(inShared ? {} : { runtimeModules: FROM_SHARED }),
          descriptorFields: production ? 'id-only' : 'all',
          // The ids @lingui/cli 5 gives the catalogues' messages (the plugin's default is v6's).
          useLinguiV5IdGeneration: true,
        },
      ],
    ],
  };
}

module.exports = { linguiSwcOptions };
