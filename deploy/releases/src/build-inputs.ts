import { createHash } from 'node:crypto';
import type { RemoteName } from '@shop/contracts';
import { ReleaseError } from './errors';
import { git, shortCommit } from './git';

/** What can be built from a commit: a remote, or the shell. */
export type AppName = RemoteName | 'shell';

export const appDir = (app: AppName): string => (app === 'shell' ? 'shell' : `remotes/${app}`);

/** The file whose presence says a build of the app is complete (webpack emits nothing when a production build fails). */
export const builtMarker = (app: AppName): string => `${appDir(app)}/dist/${app === 'shell' ? 'index.html' : 'mf-manifest.json'}`;

/**
 * What a build of `app` reads from the repository: its own folder, the shared packages compiled
 * into every app, and what decides the installed dependencies and compiler settings. Two commits
 * that agree on all of these build the same app, whatever else changed between them.
 */
export function buildInputs(app: AppName): string[] {
  return [appDir(app), 'shared', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tsconfig.json'];
}

// Tests sit next to the code but are never compiled into a build, nor are the shared jest and
// ESLint configurations (deploy/scripts/build-apps.sh's hashes skip them too): a commit that only
// changes tests or how they run releases nothing new.
const TEST_FILE = /\.test\.tsx?$/;
const TEST_TOOLING = ['shared/jest-preset/', 'shared/eslint-config/'];
const isBuildInput = (path: string): boolean => !TEST_FILE.test(path) && !TEST_TOOLING.some((dir) => path.startsWith(dir));
const NOT_TESTS = [':(exclude,glob)**/*.test.ts', ':(exclude,glob)**/*.test.tsx', ...TEST_TOOLING.map((dir) => `:(exclude)${dir}`)];

/**
 * The identity of an app's sources at a commit: a hash of the git ids and paths of its build
 * inputs' files, tests left out. Equal ids mean equal sources, so a build made from one commit
 * stands for the other.
 */
export function sourceId(root: string, commit: string, app: AppName): string {
  const files = git(root, 'ls-tree', '-r', '--full-tree', commit, '--', ...buildInputs(app)).split('\n');
  for (const input of buildInputs(app)) {
    if (!files.some((line) => line.split('\t')[1]?.startsWith(input))) {
      throw new ReleaseError(`${input} does not exist at commit ${shortCommit(commit)}: ${app} cannot be built from there.`);
    }
  }
  const hash = createHash('sha256');
  for (const line of files) if (isBuildInput(line.split('\t')[1] ?? '')) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/** The app's build inputs that the working tree changes (or adds) against HEAD. */
export function uncommittedInputs(root: string, app: AppName): string[] {
  const status = git(root, 'status', '--porcelain', '--untracked-files=all', '--', ...buildInputs(app), ...NOT_TESTS);
  return status === '' ? [] : status.split('\n').map((line) => line.slice(3));
}

/** The working tree's source id of `app`: HEAD's, unless uncommitted changes make it a source no commit has. */
export function worktreeSourceId(root: string, app: AppName): string | undefined {
  return uncommittedInputs(root, app).length === 0 ? sourceId(root, 'HEAD', app) : undefined;
}

/** The newest commit that changed what `app` is built from: the commit a release of its current sources names. */
export function lastChangeOf(root: string, app: AppName): string {
  return git(root, 'log', '-1', '--format=%H', 'HEAD', '--', ...buildInputs(app), ...NOT_TESTS);
}
