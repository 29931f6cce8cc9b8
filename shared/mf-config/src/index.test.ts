/** @jest-environment node */
import path from 'node:path';
import type { Configuration } from 'webpack';
import fs from 'node:fs';
import os from 'node:os';
import { createHostConfig, createRemoteConfig, devRegistry, SHARED_SINGLETONS } from './index.cjs';
import { sortedStats } from './portable-build.cjs';

const repo = path.resolve(__dirname, '../../..');
const blogDir = path.join(repo, 'remotes/content-blog');
const shellDir = path.join(repo, 'shell');

type FederationOptions = {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, { singleton: boolean; version: string; requiredVersion: string; eager?: boolean; import?: false }>;
  shareStrategy: string;
  manifest: { additionalData: unknown };
  dts: boolean;
  experiments?: Record<string, unknown>;
};

function federationOf(config: Configuration): FederationOptions {
  const plugin = config.plugins?.find((p) => p?.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: FederationOptions } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

type Mode = 'production' | 'development';
// `webpack` builds every part (browser, Node, the shell's start.js); `webpack serve` (WEBPACK_SERVE)
// only what browsers load.
const builds = (config: ReturnType<typeof createRemoteConfig>, mode: Mode) => [config({}, { mode })].flat() as unknown as Configuration[];
const served = (config: ReturnType<typeof createRemoteConfig>) => [config({ WEBPACK_SERVE: true }, { mode: 'development' })].flat() as unknown as Configuration[];
const named = (configs: Configuration[], name: string): Configuration => {
  const config = configs.find((c) => c.name === name);
  if (!config) throw new Error(`no ${name} build`);
  return config;
};
const blogConfig = createRemoteConfig({ name: 'content-blog', dir: blogDir, exposes: { './BlogList': './src/exposes/blog-list.tsx' }, devPort: 3004 });
const shellConfig = createHostConfig({ dir: shellDir, devPort: 3000 });
const browserBuild = (configs: Configuration[]): Configuration => {
  if (!configs[0]) throw new Error('no browser build');
  return configs[0];
};
const remote = (mode: Mode = 'production') => browserBuild(mode === 'development' ? served(blogConfig) : builds(blogConfig, mode));
const host = (mode: Mode = 'production') => browserBuild(mode === 'development' ? served(shellConfig) : builds(shellConfig, mode));
const remoteServer = () => named(builds(blogConfig, 'production'), 'server');
const hostServer = () => named(builds(shellConfig, 'production'), 'server');

describe('createRemoteConfig', () => {
  it('names the container with _ for - and serves from wherever it is published', () => {
    const config = remote();
    const federation = federationOf(config);
    expect(federation.name).toBe('content_blog');
    expect(federation.filename).toBe('remoteEntry.js');
    expect(federation.exposes).toEqual({ './BlogList': './src/exposes/blog-list.tsx' });
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe('content_blog');
    expect(config.output?.path).toBe(path.join(blogDir, 'dist'));
  });

  it('builds no Node half for a remote the edge never renders', () => {
    const clientOnly = createRemoteConfig({ name: 'backoffice', dir: blogDir, exposes: { './BackOffice': './src/exposes/back-office.tsx' }, devPort: 3006, serverRendered: false });
    const halves = builds(clientOnly, 'production');
    expect(halves).toHaveLength(1);
    expect(federationOf(halves[0]!).name).toBe('backoffice');
    // Nothing of another build's Node half is kept in dist/ to be published with it.
    expect(halves[0]!.output?.clean).toBe(true);
    expect(builds(blogConfig, 'production').map((config) => config.name)).toContain('server');
  });

  it('keeps hashes out of filename and in chunkFilename', () => {
    const { output } = remote();
    expect(output?.filename).toBe('[name].js');
    expect(String(output?.chunkFilename)).toContain('[contenthash');
  });

  it('writes mf-manifest.json, skips dts and loads shared modules loaded-first', () => {
    const federation = federationOf(remote());
    expect(federation).toMatchObject({ manifest: { additionalData: sortedStats }, dts: false, shareStrategy: 'loaded-first' });
    expect(federation.experiments).toEqual({ externalRuntime: true, optimization: { target: 'web', disableRemote: true } });
  });

  it('shares every singleton of the plan with the version the workspace installs', () => {
    const { shared } = federationOf(remote());
    expect(Object.keys(shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
    const react = require(path.join(blogDir, 'node_modules/react/package.json')) as { version: string };
    expect(shared.react).toEqual({ singleton: true, version: react.version, requiredVersion: `^${react.version}`, import: false });
    expect(shared['react/jsx-runtime']?.version).toBe(react.version);
    for (const entry of Object.values(shared)) expect(entry.singleton).toBe(true);
  });

  it('leaves out a shared library the app does not install', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-config-'));
    try {
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', version: '2.0.0' }));
      fs.mkdirSync(path.join(dir, 'node_modules/react'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'node_modules/react/package.json'), JSON.stringify({ name: 'react', version: '19.0.0' }));
      const { shared } = federationOf(browserBuild(builds(createRemoteConfig({ name: 'giftcard', dir, exposes: {}, devPort: 3005 }), 'production')));
      expect(Object.keys(shared)).toEqual(['react', 'react/jsx-runtime']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('defines __REMOTE_VERSION__ from REMOTE_VERSION, else package.json', () => {
    const define = (config: Configuration) =>
      (config.plugins?.find((p) => p?.constructor.name === 'DefinePlugin') as unknown as { definitions: Record<string, string> }).definitions;
    // content-blog's own version, whatever its last release made it.
    const { version } = JSON.parse(fs.readFileSync(path.join(blogDir, 'package.json'), 'utf8')) as { version: string };
    expect(define(remote()).__REMOTE_VERSION__).toBe(JSON.stringify(version));
    process.env.REMOTE_VERSION = '0.9.0';
    try {
      expect(define(remote()).__REMOTE_VERSION__).toBe('"0.9.0"');
    } finally {
      delete process.env.REMOTE_VERSION;
    }
  });

  it('lets the shell on another port fetch it in dev (CORS) and caches builds on disk', () => {
    const config = remote('development');
    expect(config.devServer?.port).toBe(3004);
    expect((config.devServer?.headers as Record<string, string>)['Access-Control-Allow-Origin']).toBe('*');
    expect(config.cache).toMatchObject({ type: 'filesystem', cacheDirectory: path.join(blogDir, 'node_modules/.cache/webpack') });
    expect(config.optimization?.minimize).toBe(false);
  });
});

describe('createHostConfig', () => {
  it('is the shell host: no build-time remotes, assets under /assets/shell/', () => {
    const config = host();
    const federation = federationOf(config);
    expect(federation.name).toBe('shell');
    expect(federation.remotes).toEqual({});
    expect(federation).toMatchObject({ manifest: { additionalData: sortedStats }, dts: false, shareStrategy: 'loaded-first' });
    expect(federation.experiments).toEqual({ provideExternalRuntime: true, optimization: { target: 'web' } });
    expect(config.output?.publicPath).toBe('/assets/shell/');
    expect(config.output?.filename).toBe('[name].js');
    expect(config.entry).toEqual({ main: './src/index.ts' });
    expect(config.plugins?.some((p) => p?.constructor.name === 'HtmlWebpackPlugin')).toBe(true);
    expect(Object.keys(federation.shared).sort()).toEqual([...SHARED_SINGLETONS].sort());
  });

  it('bundles its singletons eagerly into main.js; remotes bundle none and use the shell\'s', () => {
    expect(Object.values(federationOf(host()).shared).every((options) => options.eager === true && options.import === undefined)).toBe(true);
    expect(Object.values(federationOf(remote()).shared).every((options) => !options.eager && options.import === false)).toBe(true);
  });

  it("builds start.js on its own, in both modes: no federation runtime or singletons, and kept by the browser build's clean", () => {
    for (const configs of [builds(shellConfig, 'production'), served(shellConfig)]) {
      const start = named(configs, 'start');
      expect(start.entry).toEqual({ start: './src/start.ts' });
      expect(start.plugins).toBeUndefined();
      expect(start.output).toMatchObject({ path: path.join(shellDir, 'dist'), filename: '[name].js', publicPath: '/assets/shell/', clean: false });
    }
    expect(host().output?.clean).toEqual({ keep: /^server[\\/]|^start\.js/ });
    expect(builds(blogConfig, 'production').map((config) => config.name)).not.toContain('start');
  });

  it('proxies /api and serves every page from index.html in dev', () => {
    const { devServer } = host('development');
    expect(devServer?.port).toBe(3000);
    expect(devServer?.proxy).toEqual([expect.objectContaining({ context: ['/api'], target: 'http://localhost:8080' })]);
    expect(devServer?.historyApiFallback).toMatchObject({ index: '/assets/shell/index.html' });
  });
});

describe('devRegistry', () => {
  it('maps each remote to its dev server manifest', () => {
    expect(devRegistry()).toEqual({
      catalog: 'http://localhost:3001/mf-manifest.json',
      'cart-checkout': 'http://localhost:3002/mf-manifest.json',
      'account-loyalty': 'http://localhost:3003/mf-manifest.json',
      'content-blog': 'http://localhost:3004/mf-manifest.json',
      giftcard: 'http://localhost:3005/mf-manifest.json',
      backoffice: 'http://localhost:3006/mf-manifest.json',
    });
  });
});

describe('the Node build beside each browser build', () => {
  it('is one CommonJS file in dist/server, with class names only and no federation container', () => {
    const config = remoteServer();
    expect(config.target).toBe('node20');
    expect(config.output).toMatchObject({ path: path.join(blogDir, 'dist', 'server'), filename: 'index.cjs', library: { type: 'commonjs2' } });
    expect(config.plugins?.some((p) => p?.constructor.name === 'ModuleFederationPlugin')).toBe(false);
    expect(config.plugins?.some((p) => p?.constructor.name === 'LimitChunkCountPlugin')).toBe(true);
    const cssModules = JSON.stringify(config.module?.rules);
    expect(cssModules).toContain('"exportOnlyLocals":true');
    expect(cssModules).not.toContain('mini-css-extract-plugin');
  });

  it('takes every shared singleton from whoever loads a remote, as the browser container does', () => {
    expect(remoteServer().externals).toEqual(Object.fromEntries(SHARED_SINGLETONS.map((key) => [key, key])));
    expect(remoteServer().externalsType).toBe('commonjs');
    // The shell's bundles them: it is what provides them to the remotes on the server.
    expect(hostServer().externals).toEqual([]);
    expect(hostServer().entry).toEqual({ index: './src/server/index.ts' });
  });

  it("gives class names the browser build's options, so the server's markup matches its CSS", () => {
    const optionsOf = (config: Configuration) => {
      const rule = (config.module?.rules as Array<{ test?: RegExp; use?: unknown }>).find((r) => String(r.test) === String(/\.module\.css$/));
      const loader = (rule?.use as Array<{ options?: { modules?: Record<string, unknown> } }>).find((use) => typeof use === 'object' && use.options);
      const { exportOnlyLocals: _, ...modules } = loader?.options?.modules ?? {};
      return modules;
    };
    expect(optionsOf(remoteServer())).toEqual(optionsOf(remote()));
  });

  it('defines the same __REMOTE_VERSION__ for both halves', () => {
    const defines = (config: Configuration) =>
      (config.plugins?.find((p) => p?.constructor.name === 'DefinePlugin') as unknown as { definitions: Record<string, string> }).definitions;
    expect(defines(remoteServer()).__REMOTE_VERSION__).toBe(defines(remote()).__REMOTE_VERSION__);
  });

  it('keeps dist/server when the browser half cleans dist', () => {
    expect(remote().output?.clean).toEqual({ keep: /^server[\\/]/ });
  });
});
