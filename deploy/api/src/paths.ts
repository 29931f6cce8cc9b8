import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The workspace root (the folder holding pnpm-workspace.yaml), found by walking up from the
 * working directory. The API runs as ESM under tsx and as CommonJS under jest, so neither
 * `import.meta.url` nor `__dirname` works in both; every pnpm script runs inside the repo.
 */
export function repoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the workspace root (pnpm-workspace.yaml) above ${from}; run from inside the repository.`);
    dir = parent;
  }
}

export const migrationsDir = (): string => join(repoRoot(), 'deploy', 'api', 'src', 'db', 'migrations');
