import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The workspace root: the nearest folder holding pnpm-workspace.yaml. Scripts run from the root
 * (npm start) and from a package folder (pnpm --filter), and both must agree on where `.data` is.
 */
export function repoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

/** DATA_DIR (relative values are taken from the workspace root), default `<repo>/.data`. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(repoRoot(), env.DATA_DIR ?? '.data');
}

/** Where published remote builds live, and the history unless DATABASE_URL keeps it. */
export function defaultRegistryRoot(env: NodeJS.ProcessEnv = process.env): string {
  return join(dataDir(env), 'registry');
}
