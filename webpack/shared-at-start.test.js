const { describe, expect, it } = require('@jest/globals');
const fs = require('node:fs');
const path = require('node:path');
const { buildFixture } = require('./build-fixture');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SharedAtStartPlugin } = require('./shared-at-start');

const NODE_MODULES = path.join(__dirname, '..', 'node_modules');

/** A remote exposing ./App, which loads the shared `ms` at once and `nanoid` only on a click. */
const buildRemote = () =>
  buildFixture(
    {
      'index.js': "import('./App');",
      'App.js':
        "import ms from 'ms';\nexport default () => ms(1000);\ndocument.onclick = () => import('./later');",
      'later.js': "import { nanoid } from 'nanoid';\nexport const id = nanoid();",
    },
    {
      entry: './index.js',
      resolve: { modules: [NODE_MODULES] },
      resolveLoader: { modules: [NODE_MODULES] },
      output: { publicPath: 'auto', uniqueName: 'remote' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'remote',
          filename: 'remoteEntry.js',
          exposes: { './App': './App.js' },
          shared: {
            ms: { singleton: true, requiredVersion: false },
            nanoid: { requiredVersion: false },
          },
          manifest: true,
          dts: false,
        }),
        new SharedAtStartPlugin(),
      ],
    },
  );

describe('shared modules at start', () => {
  it("names in the manifest the remote's own chunks of what its App loads at once", async () => {
    const dist = await buildRemote();
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const app = manifest.exposes.find((expose) => expose.path === './App').assets;
    expect(Object.keys(app.sharedAtStart)).toEqual(['ms']);
    const [file] = app.sharedAtStart.ms;
    expect(fs.readFileSync(path.join(dist, file), 'utf8')).toContain('1e3');
    expect(app.js.sync).not.toContain(file);
  }, 60_000);
});
