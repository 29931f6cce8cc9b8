/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '@shop/contracts';
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

it('builds the locked remotes another checkout serves, and leaves their publishing to after the start when npm start releases other versions', () => {
  const older = repo.git('rev-parse', 'HEAD');
  for (const remote of REMOTES) repo.write(`remotes/${remote}/package.json`, JSON.stringify({ version: '1.1.0' }));
  // The working tree's builds, as deploy/scripts/build-apps.sh makes them (a stand-in: no webpack here).
  repo.write('deploy/scripts/build-apps.sh', 'for app in "$@"; do mkdir -p "$app/dist"; echo "{}" > "$app/dist/mf-manifest.json"; done\n');
  const released = repo.commit('release 1.1.0');
  // An N-1 run serves the older release from an export of its commit.
  const served = mkdtempSync(join(tmpdir(), 'releases-served-'));
  try {
    execFileSync('bash', ['-c', 'git archive "$1" | tar -x -C "$2"', 'export', older, served], { cwd: repo.root });
    publishUnservedBuilds({ ...options(repo.lockAll(released, '1.1.0+3f9c2a1b')), shop: { dir: served, commit: older } });
    expect(lines).toEqual([`› building ${REMOTES.join(', ')} in the working tree (what changed since its last build)`]);
    for (const remote of REMOTES) expect(existsSync(join(repo.root, 'remotes', remote, 'dist', 'mf-manifest.json'))).toBe(true);
    // Nothing published, so the served shell is not built twice: npm start builds it.
    expect(existsSync(join(served, 'shell', 'dist'))).toBe(false);
  } finally {
    rmSync(served, { recursive: true, force: true });
  }
});

it('pins only what both sides have: a remote the lock does not name stays as the shop released it, one the shop is older than is left out', () => {
  rmSync(join(repo.root, 'remotes', 'giftcard'), { recursive: true });
  const older = repo.commit('a shop from before giftcard');
  for (const remote of REMOTES) repo.write(`remotes/${remote}/package.json`, JSON.stringify({ version: '1.1.0' }));
  repo.write('deploy/scripts/build-apps.sh', 'for app in "$@"; do mkdir -p "$app/dist"; echo "{}" > "$app/dist/mf-manifest.json"; done\n');
  const released = repo.commit('release 1.1.0');
  const served = mkdtempSync(join(tmpdir(), 'releases-served-'));
  try {
    execFileSync('bash', ['-c', 'git archive "$1" | tar -x -C "$2"', 'export', older, served], { cwd: repo.root });
    const { catalog: _unnamed, ...named } = repo.lockAll(released, '1.1.0+3f9c2a1b').remotes;
    publishUnservedBuilds({ ...options({ remotes: named }), shop: { dir: served, commit: older } });
    const pinned = REMOTES.filter((remote) => remote !== 'catalog' && remote !== 'giftcard');
    expect(lines).toEqual([`› building ${pinned.join(', ')} in the working tree (what changed since its last build)`]);
  } finally {
    rmSync(served, { recursive: true, force: true });
  }
});
