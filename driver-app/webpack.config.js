const { createWebpackConfig } = require('@dakiya/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'driver_app',
  // The shell loads this through remotes.json -> mf-manifest.json -> remoteEntry.js.
  exposes: { './App': './src/app/App.tsx' },
});
