/** @jest-environment node */
import { rmSync } from 'node:fs';
import { lastChangeOf, sourceId, worktreeSourceId, type AppName } from './build-inputs';
import { previousRelease, releaseCommits } from './release-history';
import { TestRepo } from './test-repo';

let repo: TestRepo;

beforeEach(() => {
  repo = new TestRepo();
});

afterEach(() => {
  rmSync(repo.root, { recursive: true, force: true });
});

describe('build inputs', () => {
  /** Commits `files` on top of HEAD; returns the commit before and the new one. */
  function change(files: Record<string, string>): { before: string; after: string } {
    const before = repo.git('rev-parse', 'HEAD');
    for (const [file, text] of Object.entries(files)) repo.write(file, text);
    return { before, after: repo.commit('a change') };
  }
  const sameSources = ({ before, after }: { before: string; after: string }, app: AppName) =>
    sourceId(repo.root, before, app) === sourceId(repo.root, after, app);

  it('give two commits the same source id for an app when only other files changed between them', () => {
    const commits = change({ 'README.md': 'docs', 'remotes/giftcard/src/x.ts': 'giftcard only' });
    expect(sameSources(commits, 'catalog')).toBe(true);
    expect(sameSources(commits, 'giftcard')).toBe(false);
    expect(lastChangeOf(repo.root, 'catalog')).toBe(commits.before);
    expect(lastChangeOf(repo.root, 'giftcard')).toBe(commits.after);
  });

  it('leave tests out: a commit that only changes tests releases nothing new', () => {
    const commits = change({ 'shared/ui/index.test.ts': 'a test', 'remotes/catalog/src/page.test.tsx': 'a test' });
    expect(sameSources(commits, 'catalog')).toBe(true);
    expect(lastChangeOf(repo.root, 'catalog')).toBe(commits.before);
    repo.write('shared/ui/index.test.ts', 'an uncommitted test');
    expect(worktreeSourceId(repo.root, 'catalog')).toBe(sourceId(repo.root, commits.before, 'catalog'));
  });

  it('count shared packages and the lockfile as every app\'s sources', () => {
    const commits = change({ 'pnpm-lock.yaml': 'v2' });
    expect(sameSources(commits, 'shell')).toBe(false);
    expect(sameSources(commits, 'content-blog')).toBe(false);
  });

  it('give the working tree no source id while it changes an input', () => {
    expect(worktreeSourceId(repo.root, 'catalog')).toBe(sourceId(repo.root, 'HEAD', 'catalog'));
    repo.write('shared/ui/new.ts', 'not committed');
    expect(worktreeSourceId(repo.root, 'catalog')).toBeUndefined();
  });
});

describe('the previous release', () => {
  it('does not exist before a second release', () => {
    const built = repo.git('rev-parse', 'HEAD');
    repo.writeLock(repo.lockAll(built));
    repo.commit('first release');
    expect(previousRelease(repo.root, repo.lockAll(built))).toBeUndefined();
  });

  it('is the newest release commit whose lock differs from the one under test, whether or not HEAD is a release', () => {
    const v1 = repo.git('rev-parse', 'HEAD');
    repo.writeLock(repo.lockAll(v1));
    const r1 = repo.commit('release 1');
    repo.write('shared/ui/index.ts', 'v2');
    const v2 = repo.commit('a change');
    repo.writeLock(repo.lockAll(v2, '1.0.0+22222222'));
    const r2 = repo.commit('release 2');
    expect(releaseCommits(repo.root)).toEqual([r2, r1]);
    expect(previousRelease(repo.root, repo.lockAll(v2, '1.0.0+22222222'))).toEqual({ commit: r1, lock: repo.lockAll(v1) });

    // Later commits that leave the lock alone keep comparing with release 1.
    repo.write('README.md', 'docs');
    repo.commit('docs');
    expect(previousRelease(repo.root, repo.lockAll(v2, '1.0.0+22222222'))?.commit).toBe(r1);
    // A release being written (an uncommitted lock) compares with release 2.
    expect(previousRelease(repo.root, repo.lockAll(v2, '1.0.0+33333333'))?.commit).toBe(r2);
  });

  it('follows main\'s own line: a release merged from a branch counts as the merge', () => {
    const v1 = repo.git('rev-parse', 'HEAD');
    repo.writeLock(repo.lockAll(v1));
    const r1 = repo.commit('release 1');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.writeLock(repo.lockAll(v1, '1.0.0+11111111'));
    repo.commit('release on a branch');
    repo.git('checkout', '-q', 'main');
    repo.write('README.md', 'meanwhile');
    repo.commit('meanwhile on main');
    repo.git('merge', '-q', '--no-ff', '-m', 'merge', 'feature');
    const merge = repo.git('rev-parse', 'HEAD');
    expect(releaseCommits(repo.root)).toEqual([merge, r1]);
  });

  it('needs the history: a shallow clone says how to get it', () => {
    const v1 = repo.git('rev-parse', 'HEAD');
    repo.writeLock(repo.lockAll(v1));
    repo.commit('release 1');
    const shallow = new TestRepo();
    rmSync(shallow.root, { recursive: true, force: true });
    repo.git('clone', '-q', '--depth', '1', `file://${repo.root}`, shallow.root);
    expect(() => releaseCommits(shallow.root)).toThrow(/shallow.*git fetch --unshallow/);
    rmSync(shallow.root, { recursive: true, force: true });
  });
});
