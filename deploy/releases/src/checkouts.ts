import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appDir, builtMarker, type AppName } from './build-inputs';
import { ReleaseError } from './errors';
import { resolveCommit, shortCommit } from './git';
import { run } from './run';

/**
 * A folder holding the shop's sources: the working tree itself (`commit` undefined), or an export of
 * one commit made to rebuild what that commit released.
 */
export interface Checkout {
  dir: string;
  commit?: string;
}

// Written last into an export: a folder without it was cut short and is made again.
const EXPORTED_COMMIT_FILE = '.release-commit';

/**
 * Where exports are kept: the repository's git-ignored .data, reused by every run on this machine.
 * Not under node_modules: the apps' builds leave paths through node_modules uncompiled.
 */
export const checkoutsDir = (root: string): string => join(root, '.data', 'release-checkouts');

export type Log = (line: string) => void;

/** The commit an export was made from; undefined for a working tree. */
export function exportedCommit(dir: string): string | undefined {
  const file = join(dir, EXPORTED_COMMIT_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** The exports already on this machine, so a build made for one run serves the next. */
export function existingExports(root: string): Checkout[] {
  const dir = checkoutsDir(root);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .flatMap((path) => {
      const commit = exportedCommit(path);
      return commit ? [{ dir: path, commit }] : [];
    });
}

/**
 * Installs dependencies as CI installs them. Offline first: the store already holds what this
 * machine installed, and an older commit usually needs nothing more; the registry is asked only
 * for packages the older lockfile names and the store lacks.
 */
function install(dir: string, log: Log): void {
  const args = ['install', '--frozen-lockfile', '--config.confirmModulesPurge=false'];
  try {
    run('pnpm', [...args, '--offline'], { cwd: dir });
  } catch {
    log('  some packages of that commit are not in the store: installing them from the registry');
    run('pnpm', args, { cwd: dir });
  }
}

/**
 * A checkout of `commit` with its dependencies installed: `git archive` of the commit (no worktree
 * is registered in the repository, so nothing is left behind in .git), then `pnpm install`.
 */
export function exportCommit(root: string, commit: string, log: Log): Checkout {
  const full = resolveCommit(root, commit);
  if (!full) {
    throw new ReleaseError(
      `Commit ${commit} is not in this clone. A release names a commit of main's history: fetch it, or release again with \`pnpm release\`.`,
    );
  }
  const dir = join(checkoutsDir(root), full);
  if (exportedCommit(dir) === full) return { dir, commit: full };
  log(`› exporting ${shortCommit(full)} to ${dir} and installing its dependencies`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  run('bash', ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'export', full, dir], { cwd: root });
  install(dir, log);
  writeFileSync(join(dir, EXPORTED_COMMIT_FILE), `${full}\n`);
  return { dir, commit: full };
}

export const distDir = (checkout: Checkout, app: AppName): string => resolve(checkout.dir, appDir(app), 'dist');

export const isBuilt = (checkout: Checkout, app: AppName): boolean => existsSync(join(checkout.dir, builtMarker(app)));

/**
 * Builds `apps` in a checkout with its own scripts, two at a time as start.sh does (webpack is mostly
 * single-threaded). The working tree builds what changed since npm start last built it
 * (deploy/scripts/build-apps.sh); an export is built once, by the scripts of its commit.
 */
export function buildApps(checkout: Checkout, apps: AppName[], log: Log): void {
  if (apps.length === 0) return;
  log(`› building ${apps.join(', ')} in ${checkout.commit ? shortCommit(checkout.commit) : 'the working tree (what changed since its last build)'}`);
  // A version set for the e2e fixtures' builds must not leak into a release build.
  const env = { ...process.env, REMOTE_VERSION: undefined, MF_BUILD_VERSION: undefined };
  if (!checkout.commit) {
    run('bash', ['deploy/scripts/build-apps.sh', ...apps.map(appDir)], { cwd: checkout.dir, env });
    return;
  }
  const filters = apps.flatMap((app) => ['--filter', `./${appDir(app)}`]);
  run('pnpm', ['-r', '--workspace-concurrency=2', '--reporter=append-only', ...filters, 'run', 'build'], { cwd: checkout.dir, env });
}
