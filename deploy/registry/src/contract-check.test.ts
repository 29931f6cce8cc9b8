/** @jest-environment node */
import { REMOTE_EXPOSES } from '@shop/contracts';
import { checkContract } from './contract-check';
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
