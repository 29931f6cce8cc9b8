// The one webpack 5 + Module Federation config for every app: each app's webpack.config.cjs
// calls createRemoteConfig or createHostConfig and names only what is its own.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SHARED_SINGLETONS, REMOTE_DEV_PORTS, SHELL_PUBLIC_PATH, federationName } = require('./constants.cjs');
const { PortableModuleIdsPlugin, sortedStats } = require('./portable-build.cjs');

/** Finds `<name>/package.json` in the node_modules folders above `dir` (works for packages whose `exports` hide it). */
function readPackageJson(name, dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    const file = path.join(current, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * The shared singletons, each with the version the workspace installs. A library the app does not
 * depend on is left out: providing it would fail to resolve.
 */
function sharedConfig(dir) {
  const shared = {};
  for (const key of SHARED_SINGLETONS) {
    // 'react/jsx-runtime' takes the version of 'react'; scoped names keep their scope.
    const pkgName = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
    const pkg = readPackageJson(pkgName, dir);
    if (!pkg) continue;
    shared[key] = { singleton: true, version: pkg.version, requiredVersion: `^${pkg.version}` };
  }
  return shared;
}

/** The same shared entries, bundled into the app's entry chunk (only the host may: remotes load on demand). */
function eagerly(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, eager: true }]));
}

/** The same shared entries without a local fallback: only the host's copies are ever used. */
function fromShellOnly(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, options]) => [key, { ...options, import: false }]));
}

function appVersion(dir) {
  return process.env.REMOTE_VERSION || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

function swcRule(production, target = 'es2020') {
  return {
    test: /\.[jt]sx?$/,
    // Workspace packages resolve to their real paths outside node_modules, so they are compiled too.
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Automatic runtime: react/jsx-runtime is a shared singleton, jsx-dev-runtime is not.
          transform: { react: { runtime: 'automatic', development: false, refresh: false } },
          target,
        },
        sourceMaps: !production,
      },
    },
  };
}

function cssRules(uniqueName, production, forServer = false) {
  // The Node build needs only the class names (the browser build ships the CSS itself), and the
  // same ones: the same css-loader options make the same names, so the server's markup hydrates.
  const extract = forServer ? [] : [MiniCssExtractPlugin.loader];
  return [
    {
      test: /\.module\.css$/,
      use: [
        ...extract,
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              exportOnlyLocals: forServer,
              // `import styles from './x.module.css'` (css-loader 7 defaults to named exports).
              namedExport: false,
              exportLocalsConvention: 'as-is',
              // The salt keeps two apps' `src/x.module.css .root` from hashing to the same class.
              localIdentHashSalt: uniqueName,
              localIdentName: production ? '[hash:base64:8]' : `${uniqueName}__[name]__[local]`,
            },
          },
        },
      ],
    },
    forServer
      ? { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' }
      : { test: /\.css$/, exclude: /\.module\.css$/, use: [...extract, require.resolve('css-loader')] },
  ];
}

/** Where an app's Node build goes, inside its dist/ so the registry publishes both as one version. */
const SERVER_DIR = 'server';
/** The Node build's one file: a remote's `{ exposes }`, the shell's renderer (see shell/src/server). */
const SERVER_FILE = 'index.cjs';

/**
 * The Node build of an app, made beside its browser build by the same `webpack` run, for the edge's
 * server rendering (shared/design/server-rendering.md): the same sources and defines, CommonJS in
 * one file, CSS as class names only. A remote's build takes the shared singletons from whoever
 * loads it (`require('react')` is answered with the shell's copy, as Module Federation does in
 * the browser), so one render sees one React, one i18n and one set of stores.
 */
function serverConfig({ dir, distDir, mode, uniqueName, entry, externals = [], rules = [] }) {
  const production = mode === 'production';
  const version = appVersion(dir);
  return {
    name: 'server',
    mode,
    context: dir,
    entry,
    devtool: false,
    target: 'node20',
    output: {
      path: path.join(distDir, SERVER_DIR),
      filename: SERVER_FILE,
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsType: 'commonjs',
    externals,
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'], symlinks: true },
    module: {
      rules: [...rules, swcRule(production, 'es2022'), ...cssRules(uniqueName, production, true), { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } }],
    },
    plugins: [
      new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
      // One file: the edge loads it with one read, and nothing of it is fetched later.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(production ? [new PortableModuleIdsPlugin()] : []),
    ],
    optimization: { moduleIds: production ? false : 'named', minimize: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
      name: `${uniqueName}-${mode}-server`,
      version,
      buildDependencies: { config: [__filename, path.join(__dirname, 'constants.cjs'), path.join(__dirname, 'portable-build.cjs'), path.join(__dirname, 'server-entry-loader.cjs')] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * The shell's start.js (src/start.ts), which the edge puts in place of main.js on a page it
 * rendered: it starts main.js once the page has been painted. A build of its own, because every
 * entry of the federated build carries the federation runtime and the eager singletons: this one
 * is about a kilobyte.
 */
function startConfig({ dir, distDir, mode }) {
  const production = mode === 'production';
  return {
    name: 'start',
    mode,
    context: dir,
    entry: { start: './src/start.ts' },
    devtool: false,
    target: 'web',
    // The browser build's clean keeps this file (`keep` there); this build cleans nothing.
    output: { path: distDir, filename: '[name].js', publicPath: SHELL_PUBLIC_PATH, clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(production)] },
    optimization: { minimize: production, minimizer: [terser()] },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** The query that marks a remote's Node entry: the loader writes it from the exposes map. */
const SERVER_ENTRY_QUERY = '?shop-server-entry';

/** A remote's Node build: `module.exports.exposes` maps each exposed name to its module. */
function remoteServerConfig({ dir, distDir, mode, uniqueName, exposes }) {
  return serverConfig({
    dir,
    distDir,
    mode,
    uniqueName,
    entry: { index: `./package.json${SERVER_ENTRY_QUERY}` },
    // The exact keys Module Federation shares: '@shop/ui/forms' is each remote's own, as in the browser.
    externals: Object.fromEntries(SHARED_SINGLETONS.map((key) => [key, key])),
    rules: [{ resourceQuery: new RegExp(`^\\${SERVER_ENTRY_QUERY}$`), type: 'javascript/auto', use: { loader: require.resolve('./server-entry-loader.cjs'), options: { exposes } } }],
  });
}

/** What host and remotes have in common; `federation` and `output` differ. */
// What a browser build's clean of dist/ leaves to the app's other builds.
const SERVER_BUILD = /^server[\\/]/;
const SERVER_AND_START_BUILDS = /^server[\\/]|^start\.js/;

const terser = () => new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } });

function baseConfig({ dir, distDir, mode, uniqueName, publicPath, federation, entry, devServer, extraPlugins = [], keep = SERVER_BUILD }) {
  const production = mode === 'production';
  const version = appVersion(dir);
  return {
    mode,
    context: dir,
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: distDir,
      // The federation runtime refuses a hash in `filename`; long-lived caching uses chunk names.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      publicPath,
      uniqueName,
      // dist/server/ is the Node build's, written by the other half of the same build (and the
      // shell's start.js its own build's).
      clean: keep ? { keep } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // Workspace packages are TypeScript sources reached through symlinks; keep one path per file.
      symlinks: true,
    },
    module: {
      rules: [
        swcRule(production),
        ...cssRules(uniqueName, production),
        { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(federation),
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:8].css' }),
      new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
      ...extraPlugins,
      // A build is the same bytes wherever the repository sits: its build id (deploy/registry) says so.
      ...(production ? [new PortableModuleIdsPlugin()] : []),
    ],
    optimization: {
      moduleIds: production ? false : 'named',
      minimize: production,
      minimizer: [terser()],
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(dir, 'node_modules', '.cache', 'webpack'),
      name: `${uniqueName}-${mode}`,
      // A new REMOTE_VERSION must not reuse modules built with the old __REMOTE_VERSION__.
      version,
      buildDependencies: { config: [__filename, path.join(__dirname, 'constants.cjs'), path.join(__dirname, 'portable-build.cjs')] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // 'warn' would print the manifest plugin's note about publicPath 'auto' on every build.
    infrastructureLogging: { level: 'error' },
    devServer,
  };
}

/**
 * Build-time switches of the federation runtime (issue 10; KB brotli of every first visit):
 * `target: 'web'` drops the runtime's Node.js script loaders (-1.6 KB). `disableSnapshot` is left
 * off: it saves 1.2 KB and no measurable time, but the runtime could then no longer read the
 * remotes' mf-manifest.json (the registry's unit), so the edge would have to hand the shell every
 * remote's entry URL besides the registry, and the dev server too.
 */
const RUNTIME_OPTIMIZATION = { target: 'web' };

const modeOf = (mode) => mode || (process.env.NODE_ENV === 'production' ? 'production' : 'development');

/**
 * A remote: an MF container `content_blog` for `name: 'content-blog'`, served from any versioned
 * folder (`publicPath: 'auto'`) and described by dist/mf-manifest.json for the registry, with a
 * Node half for the edge's server rendering unless `serverRendered: false`.
 * Returns a function so `webpack --mode` picks the mode.
 */
function createRemoteConfig({ name, dir, exposes = {}, devPort, serverRendered = true }) {
  const uniqueName = federationName(name);
  return (env = {}, argv = {}) => {
    const mode = modeOf(argv.mode);
    // The dev server serves the browser build only: server rendering is the edge's, on published builds.
    // `webpack --env outputPath=DIR` builds into DIR (and DIR/server) instead of dist/.
    const distDir = env.outputPath ? path.resolve(env.outputPath) : path.join(dir, 'dist');
    if (env.WEBPACK_SERVE) return browser(mode, distDir);
    // A remote whose pages the edge never renders (the back office: personal, never indexed)
    // builds no Node half; the registry serves such a build client-rendered.
    if (!serverRendered) return [browser(mode, distDir)];
    return [browser(mode, distDir), remoteServerConfig({ dir, distDir, mode, uniqueName, exposes })];
  };
  function browser(mode, distDir) {
    return baseConfig({
      dir,
      distDir,
      mode,
      uniqueName,
      publicPath: 'auto',
      // Without a Node half, a dist/server/ left from another build would be published with it.
      keep: serverRendered ? SERVER_BUILD : null,
      // A remote has no page of its own: the container entry is all it builds.
      entry: {},
      federation: {
        name: uniqueName,
        filename: 'remoteEntry.js',
        exposes,
        // The shell provides every singleton (eagerly, see createHostConfig), so a remote ships no
        // fallback copy of its own (`import: false`) and its remoteEntry.js lists none (-0.9 KB
        // brotli per remote loaded; 22 → 6 script files in catalog's build).
        shared: fromShellOnly(sharedConfig(dir)),
        shareStrategy: 'loaded-first',
        manifest: { additionalData: sortedStats },
        dts: false,
        // The shell provides the federation runtime: remoteEntry.js drops its own copy (~20 KB gzip).
        // Such a remote runs only inside the shell, which is the only place remotes run.
        // A remote loads no other remote (their code meets only through the shell), so the runtime
        // code for consuming remotes goes too (disableRemote, -0.55 KB brotli per remoteEntry.js).
        experiments: { externalRuntime: true, optimization: { ...RUNTIME_OPTIMIZATION, disableRemote: true } },
      },
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        allowedHosts: 'all',
        static: false,
        // The shell on :3000 fetches this remote's manifest and chunks cross-origin.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        // The client runs inside the shell's page: it must call home, not the page's origin.
        client: { webSocketURL: `ws://localhost:${devPort}/ws`, overlay: false },
      },
    });
  }
}

/** The registry the shell's dev server serves as /remotes.json: every remote's dev server. */
function devRegistry() {
  return Object.fromEntries(
    Object.entries(REMOTE_DEV_PORTS).map(([remote, port]) => [remote, `http://localhost:${port}/mf-manifest.json`]),
  );
}

/**
 * The shell: knows no remote at build time (they are registered at runtime from the registry),
 * emits dist/index.html for the edge and its assets under /assets/shell/.
 */
function createHostConfig({ dir, devPort = 3000, apiTarget = 'http://localhost:8080' }) {
  return (env = {}, argv = {}) => {
    const mode = modeOf(argv.mode);
    const distDir = path.join(dir, 'dist');
    if (env.WEBPACK_SERVE) return [browser(mode, distDir), startConfig({ dir, distDir, mode })];
    // The Node build bundles everything it uses: it is what provides the singletons on the server.
    return [browser(mode, distDir), startConfig({ dir, distDir, mode }), serverConfig({ dir, distDir, mode, uniqueName: 'shell', entry: { index: './src/server/index.ts' } })];
  };
  function browser(mode, distDir) {
    return baseConfig({
      dir,
      distDir,
      mode,
      uniqueName: 'shell',
      publicPath: SHELL_PUBLIC_PATH,
      entry: { main: './src/index.ts' },
      keep: SERVER_AND_START_BUILDS,
      federation: {
        name: 'shell',
        remotes: {},
        // Eager: the shell's copies of the singletons are in main.js, provided before anything
        // runs, and its entry imports its code synchronously (no async boundary). Issue 10 measured
        // -8.7 KB brotli per first visit and 19 → 5 script files, so no chain of shared chunks
        // (main.js → bootstrap and singletons → the singletons they consume) delays the first
        // render: category and product pages drew ~350-500 ms sooner at 150 ms latency.
        // The price: main.js keeps a stable name and is revalidated (304 while unchanged), so a new
        // shell build is downloaded whole once, libraries included.
        shared: eagerly(sharedConfig(dir)),
        shareStrategy: 'loaded-first',
        manifest: { additionalData: sortedStats },
        dts: false,
        // Remotes are built with externalRuntime and use this runtime (see createRemoteConfig).
        experiments: { provideExternalRuntime: true, optimization: RUNTIME_OPTIMIZATION },
      },
      extraPlugins: [
        // In MF 2.9.2 the injected plugin's CommonJS build pulls in a second runtime-core copy;
        // its ESM build shares the one the host already bundles.
        new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'src', 'index.html'),
          filename: 'index.html',
          inject: 'head',
          scriptLoading: 'defer',
          minify: mode === 'production' ? { collapseWhitespace: true, removeComments: true } : false,
        }),
      ],
      devServer: {
        port: devPort,
        hot: false,
        liveReload: true,
        static: false,
        devMiddleware: { publicPath: SHELL_PUBLIC_PATH },
        // Every page path gets the shell, as the edge does.
        historyApiFallback: { index: `${SHELL_PUBLIC_PATH}index.html`, disableDotRule: true },
        proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false }],
        setupMiddlewares(middlewares, server) {
          server.app.get('/remotes.json', (_req, res) => {
            res.set('Cache-Control', 'no-cache').json(devRegistry());
          });
          return middlewares;
        },
        client: { overlay: false },
      },
    });
  }
}

module.exports = { createRemoteConfig, createHostConfig, devRegistry, federationName, SHARED_SINGLETONS, REMOTE_DEV_PORTS, SERVER_DIR, SERVER_FILE };
