/** @jest-environment node */
import { rmSync } from 'node:fs';
import { REMOTES } from '@shop/contracts';
import { unreleasedRemotes } from './release';
import { TestRepo } from './test-repo';

let repo: TestRepo;

beforeEach(() => {
  repo = new TestRepo();
});

afterEach(() => {
  rmSync(repo.root, { recursive: true, force: true });
});

describe('unreleasedRemotes', () => {
  it('names none while the lock carries every remote as its sources are', () => {
    const lock = repo.lockAll(repo.git('rev-parse', 'HEAD'));
    repo.write('README.md', 'docs are no build input');
    repo.commit('docs');
    expect(unreleasedRemotes(repo.root, lock)).toEqual([]);
  });

  it('names a remote changed since its release, committed or not', () => {
    const lock = repo.lockAll(repo.git('rev-parse', 'HEAD'));
    repo.write('remotes/giftcard/src/page.tsx', 'a committed change');
    repo.commit('giftcard');
    expect(unreleasedRemotes(repo.root, lock)).toEqual(['giftcard']);
    repo.write('remotes/catalog/src/page.tsx', 'not committed yet');
    expect(unreleasedRemotes(repo.root, lock)).toEqual(['catalog', 'giftcard']);
  });

  it('names none when only tests, or the shared jest and ESLint configurations, changed', () => {
    const lock = repo.lockAll(repo.git('rev-parse', 'HEAD'));
    repo.write('shared/ui/index.test.ts', 'a test');
    repo.write('shared/jest-preset/setup.cjs', 'counts');
    repo.commit('test tooling');
    repo.write('shared/eslint-config/index.mjs', 'a rule, not committed yet');
    expect(unreleasedRemotes(repo.root, lock)).toEqual([]);
  });

  it('names every remote when what they all share changed', () => {
    const lock = repo.lockAll(repo.git('rev-parse', 'HEAD'));
    repo.write('shared/ui/index.ts', 'v2');
    expect(unreleasedRemotes(repo.root, lock)).toEqual([...REMOTES]);
  });
});
