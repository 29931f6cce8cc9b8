/** @jest-environment node */
import { existsSync, rmSync } from 'node:fs';
import { checkoutsDir } from './checkouts';
import { ReleaseError } from './errors';
import { publishUnservedBuilds, type PinOptions } from './pin';
import { TestRepo } from './test-repo';

let repo: TestRepo;
const lines: string[] = [];

function options(lock: PinOptions['lock']): PinOptions {
  return { root: repo.root, lock, lockSource: 'deploy/remotes.lock.json', shop: { dir: repo.root }, dataDir: `${repo.root}/.data`, log: (line) => lines.push(line) };
}

beforeEach(() => {
  repo = new TestRepo();
  lines.length = 0;
});

afterEach(() => {
  rmSync(repo.root, { recursive: true, force: true });
});

it('refuses a lock naming a commit this clone does not have', () => {
  const lock = repo.lockAll(repo.git('rev-parse', 'HEAD'));
  lock.remotes.giftcard.commit = 'f'.repeat(40);
  expect(() => publishUnservedBuilds(options(lock))).toThrow(ReleaseError);
  expect(() => publishUnservedBuilds(options(lock))).toThrow(/names giftcard at commit f{40}, which this clone does not have/);
});

it('refuses a lock whose version is not the package version at its commit', () => {
  const lock = repo.lockAll(repo.git('rev-parse', 'HEAD'));
  lock.remotes.catalog.version = '1.1.0+3f9c2a1b';
  expect(() => publishUnservedBuilds(options(lock))).toThrow(/names catalog 1\.1\.0\+3f9c2a1b, but at commit \w{7} remotes\/catalog\/package\.json says 1\.0\.0/);
});

it('builds and publishes nothing before the start when the served working tree is what the lock names', () => {
  const built = repo.git('rev-parse', 'HEAD');
  repo.write('README.md', 'a commit that changes no build input');
  repo.commit('docs');
  publishUnservedBuilds(options(repo.lockAll(built)));
  expect(lines).toEqual([]);
  expect(existsSync(checkoutsDir(repo.root))).toBe(false);
});
