/** @jest-environment node */
import { portableName, sortedStats } from './portable-build.cjs';

const named = (identifier: string) => ({ identifier: () => identifier });

describe('portableName', () => {
  it('names the federation runtime entry the same in every clone, though its file name and identifier hash absolute paths', () => {
    const here = portableName(named('javascript/esm|/ci/a/remotes/catalog/node_modules/.federation/entry.3f9c2a1b.js|c1a08a64b912a2b9759cea645c1194dd'), '/ci/a/remotes/catalog');
    const there = portableName(named('javascript/esm|/home/b/remotes/catalog/node_modules/.federation/entry.82c1727a.js|82c1727a5c238d3a755ef890e445d33e'), '/home/b/remotes/catalog');
    expect(here).toBe('javascript/esm|./node_modules/.federation/entry.js');
    expect(there).toBe(here);
  });

  it('takes the app folder out of the container entry, which names the runtime entry by absolute path', () => {
    const container = (dir: string) => named(`container entry (default) [["./HomePage",{"import":["./src/home.tsx"]}]] ${dir}/node_modules/.federation/entry.js`);
    expect(portableName(container('/ci/a/remotes/catalog'), '/ci/a/remotes/catalog')).toBe(portableName(container('/home/b/remotes/catalog'), '/home/b/remotes/catalog'));
  });

  it('leaves every other module named as webpack names it, relative to the app', () => {
    expect(portableName(named('javascript/auto|/ci/a/remotes/catalog/src/home.tsx'), '/ci/a/remotes/catalog')).toBe('javascript/auto|./src/home.tsx');
  });
});

it('sortedStats puts where each shared module and expose is used in order', () => {
  const stats = { shared: [{ usedIn: ['./SearchPage', './CategoryPage'] }], exposes: [{ usedIn: ['b', 'a'] }, { name: 'no list' }] };
  expect(sortedStats({ stats })).toEqual({ shared: [{ usedIn: ['./CategoryPage', './SearchPage'] }], exposes: [{ usedIn: ['a', 'b'] }, { name: 'no list' }] });
});
