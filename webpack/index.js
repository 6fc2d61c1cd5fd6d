const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const zopfli = require('@gfx/zopfli');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDependencies } = require('./shared-dependencies');
const { RuntimeFilesPlugin } = require('./runtime-files-plugin');
const { PORTS, HOST } = require('@dakiya/local-system');
const { runtimeConfig, remotesManifest, faultInjection } = require('./environment');
const { BASE_HEADERS } = require('./security-headers');
const { NO_CACHE } = require('./served-files');
const { REMOTE_ENTRY_FILE } = require('./page-hints');
const { linguiSwcOptions } = require('./lingui');
const { firstPaint, ScriptHashesPlugin } = require('./first-paint');
const { StartupHintsPlugin } = require('./startup-hints');
const { CompileHintsPlugin } = require('./compile-hints');
const { SharedAtStartPlugin } = require('./shared-at-start');
const { OfflinePagePlugin } = require('./offline-page');
const { SERVICE_WORKER_FILE, serviceWorkerPlugins } = require('./service-worker');
const { releaseFile } = require('./remote-contract');

const SHARED_DIR = path.dirname(require.resolve('@dakiya/shared/package.json'));
// The federation SDK the runtime uses (its package folder; `main` is in dist/).
const FEDERATION_SDK_DIR = path.resolve(
  path.dirname(require.resolve('@module-federation/sdk')),
  '..',
);

// The logo mark, inlined into index.html's splash so the first paint needs no request.
const SPLASH_LOGO = `data:image/svg+xml,${encodeURIComponent(
  fs
    .readFileSync(
      path.join(
        path.dirname(require.resolve('@dakiya/shared/package.json')),
        'src/ui/logo-mark.svg',
      ),
      'utf8',
    )
    .trim(),
)}`;
// Sets the global the remotes' external runtime reads. `experiments.provideExternalRuntime`
// would add this same plugin by its CommonJS path, and so bundle a second, CommonJS copy of the
// federation runtime into the shell beside the ES one; its ES build avoids that.
const PROVIDE_RUNTIME_PLUGIN = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/\.cjs$/, '.js');
/**
 * The build's scripts and styles, compressed once at build time at settings too slow for a
 * server to use per request: brotli at its best (what every current browser takes) and gzip by
 * zopfli (same format, smaller than gzip -9). A static server or CDN sends these files as
 * they are (scripts/static-server.mjs does). Not the JSON files: operators edit remotes.json and
 * config.json in place, so those are compressed on the fly.
 */
function precompressPlugins() {
  const common = { test: /\.(js|css)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: zopfli.gzip,
      compressionOptions: { numiterations: 15 },
    }),
  ];
}

/** The run-time JSON files the first script reads: asked for with the HTML instead. */
const startupDataFiles = (runtimeFiles) =>
  Object.keys(runtimeFiles)
    .filter((file) => ['config.json', 'remotes.json', 'route-owners.json'].includes(file))
    .map((file) => `/${file}`);

/** Loaded by a remote's own index.html before its entry; see federation-runtime-provider.js. */
const RUNTIME_PROVIDER_FILE = 'federation-runtime.js';

/**
 * A small second build for a remote in production: the federation runtime on its own, for the
 * remote's standalone page (the shell provides it when the remote is composed).
 */
function runtimeProviderConfig(dir) {
  return {
    name: 'federation-runtime',
    mode: 'production',
    context: __dirname,
    entry: { 'federation-runtime': './federation-runtime-provider.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: RUNTIME_PROVIDER_FILE, clean: false },
    performance: { hints: false },
  };
}

/**
 * The webpack config of one Dakiya app.
 * @param {object} options
 * @param {string} options.dir        the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name       federation name: shell, auth_app, booking_app, account_app
 * @param {Record<string,string>} [options.exposes] modules a remote exposes to the shell
 */
function createWebpackConfig({ dir, name, exposes }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isShell = name === 'shell';
  const port = PORTS[name];

  return (_env, argv) => {
    const production = argv.mode === 'production';
    // In production a remote uses the shell's federation runtime rather than shipping its own
    // (one runtime fewer per remote on every first load). A dev server stays self-contained.
    const externalRuntime = production && !isShell;
    // A rehearsal build whose App throws on render (webpack/fault-injection), for canaries.
    const fault = faultInjection();
    const exposed =
      exposes && fault === 'throw-on-render'
        ? { ...exposes, './App': path.join(__dirname, 'fault-injection', 'throwing-app.js') }
        : exposes;
    const runtimeFiles = {
      'config.json': runtimeConfig(),
      // What the deploy gate compares between a remote and the live shell.
      'release.json': releaseFile(name, fault),
    };
    if (isShell) {
      runtimeFiles['remotes.json'] = remotesManifest();
      // Which remote owns which route: the static server's preload hints (page-hints.js).
      runtimeFiles['route-owners.json'] = require(
        path.join(dir, 'src/features/routing/route-owners.json'),
      );
    }

    const appConfig = {
      name,
      mode: production ? 'production' : 'development',
      context: dir,
      // The browsers our own code is compiled for (swc's es2022 below): webpack's runtime and the
      // minifier may then write the same modern syntax instead of ES5.
      target: ['web', 'es2022'],
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks from wherever their remoteEntry.js was loaded.
        publicPath: 'auto',
        uniqueName: name,
        // Chunks from another origin (a remote's, on the shell's page) are loaded with CORS: the
        // service worker then sees a failed download as one, and never keeps it (every server of
        // a build sends Access-Control-Allow-Origin, scripts/static-server.mjs, cluster/nginx.mjs).
        crossOriginLoading: 'anonymous',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: { keep: (asset) => asset.startsWith(RUNTIME_PROVIDER_FILE) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // The runtime's retry plugin (the shell's) was published beside an older runtime and
        // brings that runtime's SDK for its logger: it takes the one the runtime already has.
        alias: { '@module-federation/sdk$': FEDERATION_SDK_DIR },
      },
      module: {
        rules: [
          // Shared's own code and the apps' differ only in where Lingui's macros import from.
          ...[true, false].map((inShared) => ({
            test: /\.[jt]sx?$/,
            ...(inShared
              ? { include: SHARED_DIR, exclude: /node_modules/ }
              : { exclude: [/node_modules/, SHARED_DIR] }),
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                  experimental: linguiSwcOptions({ inShared, production }),
                },
              },
            },
          })),
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' },
                },
              },
            ],
          },
          {
            test: /\.(png|jpe?g|svg|webp|gif)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
          {
            test: /\.pdf$/i,
            type: 'asset/resource',
            generator: { filename: 'documents/[name][ext]' },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: REMOTE_ENTRY_FILE,
          exposes: exposed ?? {},
          shared: sharedDependencies(pkg),
          // The default ('version-first') loads every remote at start-up: one remote down would
          // then blank the whole page before React mounts.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The shell is the one place the runtime lives; remotes take it from there.
          runtimePlugins: isShell ? [PROVIDE_RUNTIME_PLUGIN] : [],
          experiments: {
            externalRuntime,
            // Browser-only: leaves the runtime's Node.js code out of the bundle. No snapshot
            // plugin: the shell reads its remotes' manifests itself (remote-manifest.ts).
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Dakiya',
          // Absolute, so deep links such as /book/driver still find the entry script.
          publicPath: '/',
          // The page runs the app itself; remoteEntry.js is only for the shell.
          chunks: ['main'],
          templateParameters: {
            runtimeProvider: externalRuntime ? `/${RUNTIME_PROVIDER_FILE}` : '',
            splashLogo: SPLASH_LOGO,
            // <html lang>, the splash's label and the inline script that sets both.
            firstPaint: firstPaint(),
            // The web app manifest and icons (shell/public): the shell is what a phone installs.
            installable: isShell,
            // Only a production shell has a worker (webpack/service-worker.js).
            serviceWorker: isShell && production ? SERVICE_WORKER_FILE : '',
            // Fetched by the first script that runs: asked for with the HTML instead.
            startupFiles: startupDataFiles(runtimeFiles),
          },
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new RuntimeFilesPlugin(runtimeFiles),
        ...(isShell && production
          ? [
              new StartupHintsPlugin(startupDataFiles(runtimeFiles)),
              new OfflinePagePlugin({ logo: SPLASH_LOGO }),
            ]
          : []),
        ...(production ? [new CompileHintsPlugin(name)] : []),
        ...(production && !isShell ? [new SharedAtStartPlugin()] : []),
        new ScriptHashesPlugin(),
        new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        ...(production ? precompressPlugins() : []),
        ...(isShell && production ? serviceWorkerPlugins() : []),
      ],
      optimization: {
        minimize: production && { javascript: { ecma: 2020, compress: { passes: 3 } } },
        mangleExports: production && 'size',
      },
      performance: { hints: false },
      devServer: {
        host: HOST,
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        client: { overlay: { runtimeErrors: false } },
        headers: { ...BASE_HEADERS, 'Access-Control-Allow-Origin': '*', 'Cache-Control': NO_CACHE },
      },
    };
    return externalRuntime ? [appConfig, runtimeProviderConfig(dir)] : appConfig;
  };
}

module.exports = { createWebpackConfig };
