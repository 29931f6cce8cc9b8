/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_EXPOSES } from '@shop/contracts';
import { checkContract, checkServerBuild } from './contract-check';
import type { FederationManifest } from './manifest';

type Shared = NonNullable<FederationManifest['shared']>;

/** A manifest in the shape the MF plugin writes: exposes by path, shared with version and range. */
function manifest(exposes: string[], shared: Shared = []): FederationManifest {
  return { exposes: exposes.map((path) => ({ name: path.slice(2), path })), shared };
}

const BLOG = Object.values(REMOTE_EXPOSES['content-blog']);
const REACT_19: Shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }];
const shell = manifest([], [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@shop/session', version: '0.0.0', requiredVersion: '^0.0.0', singleton: true },
]);

it('passes a build exposing every promised module with singletons the shell provides', () => {
  const build = manifest(BLOG, [...REACT_19, { name: '@shop/session', version: '0.0.0', requiredVersion: '^0.0.0' }]);
  expect(checkContract('content-blog', build, shell)).toEqual({ problems: [], notes: [] });
});

it('refuses a build that drops a promised module, naming the contract', () => {
  const { problems } = checkContract('content-blog', manifest(BLOG.filter((path) => path !== './NotFound'), REACT_19), shell);
  expect(problems).toEqual([expect.stringContaining('content-blog promises ./NotFound (shared/contracts REMOTE_EXPOSES) but this build does not expose it.')]);
});

it('names both sides of a rename', () => {
  const renamed = BLOG.map((path) => (path === './BlogList' ? './BlogIndex' : path));
  const { problems, notes } = checkContract('content-blog', manifest(renamed, REACT_19), shell);
  expect(problems).toEqual([expect.stringContaining('promises ./BlogList (shared/contracts REMOTE_EXPOSES) but this build does not expose it; it exposes ./BlogIndex instead (renamed?)')]);
  expect(notes).toEqual([]);
});

it('only notes a module the contract does not name', () => {
  const { problems, notes } = checkContract('content-blog', manifest([...BLOG, './Sitemap'], REACT_19), shell);
  expect(problems).toEqual([]);
  expect(notes).toEqual([expect.stringContaining('content-blog also exposes ./Sitemap')]);
});

it('refuses a singleton range the shell\'s version does not satisfy, naming both versions', () => {
  const build = manifest(BLOG, [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }]);
  expect(checkContract('content-blog', build, shell).problems).toEqual([
    expect.stringContaining('content-blog requires react ^20.0.0 as a shared singleton, but the shell provides react 19.3.1.'),
  ]);
});

it('refuses a singleton the shell does not provide at all', () => {
  const build = manifest(BLOG, [...REACT_19, { name: 'zustand', version: '5.1.0', requiredVersion: '^5.1.0' }]);
  expect(checkContract('content-blog', build, shell).problems).toEqual([
    'content-blog requires zustand ^5.1.0 as a shared singleton, but the shell provides no zustand.',
  ]);
});

it('accepts any provided version when the range is empty, and a compatible newer one', () => {
  const build = manifest(BLOG, [{ name: 'react', requiredVersion: false }, { name: '@shop/session', requiredVersion: '>=0.0.0' }]);
  expect(checkContract('content-blog', build, shell).problems).toEqual([]);
  const newer = manifest([], [{ name: 'react', version: '19.4.0', requiredVersion: '^19.4.0' }]);
  expect(checkContract('giftcard', manifest(Object.values(REMOTE_EXPOSES.giftcard), REACT_19), newer).problems).toEqual([]);
});

describe('the Node build beside it', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'server-build-'));
    mkdirSync(join(dir, 'shell', 'server'), { recursive: true });
    mkdirSync(join(dir, 'remote', 'server'), { recursive: true });
    writeFileSync(join(dir, 'shell', 'server', 'index.cjs'), 'module.exports = { sharedModules: { react: { version: "19" } } };');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeRemote = (source: string) => writeFileSync(join(dir, 'remote', 'server', 'index.cjs'), source);
  const exposing = (paths: string[], body = 'function Page() { return null; }') =>
    `const React = require('react'); module.exports.exposes = {${paths.map((path) => `${JSON.stringify(path)}: { default: ${body} }`).join(', ')}};`;
  const check = () => {
    const report = { problems: [] as string[], notes: [] as string[] };
    checkServerBuild('content-blog', join(dir, 'remote'), manifest(BLOG, REACT_19), join(dir, 'shell'), report);
    return report;
  };

  it('passes one that loads against the shell and exposes what the browser build does', () => {
    writeRemote(exposing(BLOG));
    expect(check()).toEqual({ problems: [], notes: [] });
  });

  it('refuses one whose exposes differ from the browser build', () => {
    writeRemote(exposing(BLOG.filter((path) => path !== './NotFound')));
    expect(check().problems).toEqual([expect.stringMatching(/Node build exposes .* its browser build .*\.\/NotFound/)]);
  });

  it('refuses one that requires a singleton the shell does not provide, or throws while loading', () => {
    writeRemote(`require('zustand'); ${exposing(BLOG)}`);
    expect(check().problems).toEqual([expect.stringContaining('requires zustand, which the shell does not share')]);
    writeRemote(`throw new Error('window is not defined');`);
    expect(check().problems).toEqual([expect.stringContaining('does not load against the shell\'s: window is not defined')]);
  });

  it('refuses an expose without a component', () => {
    writeRemote(exposing(BLOG, '42'));
    expect(check().problems).toHaveLength(BLOG.length);
  });

  it('only notes a build without one (released before server rendering)', () => {
    rmSync(join(dir, 'remote', 'server'), { recursive: true });
    expect(check()).toEqual({ problems: [], notes: [expect.stringContaining('has no Node build')] });
  });
});
