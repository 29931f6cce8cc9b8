import { join, resolve } from 'node:path';
import { LOCK_PATH } from '@shop/releases';
import { ROOT } from './shop';

/**
 * What one e2e run drives, from its environment:
 *   E2E_REMOTES   unset: the builds `npm start` releases, as a person's shop has them;
 *                 `lock`: the versions deploy/remotes.lock.json names (CI); a path: another lock file
 *   E2E_SHOP_DIR  the checkout whose `npm start` serves the shop (shell, edge, API); default this one.
 *                 CI's N-1 runs point it at an export of the previous release commit.
 *   E2E_RUN_LABEL the run's name in the version matrix.
 */
export interface RunTarget {
  lockFile?: string;
  shopDir: string;
  label: string;
}

export function runTarget(env: NodeJS.ProcessEnv = process.env): RunTarget {
  const remotes = env.E2E_REMOTES?.trim();
  const lockFile = !remotes ? undefined : remotes === 'lock' ? join(ROOT, LOCK_PATH) : resolve(ROOT, remotes);
  return {
    lockFile,
    shopDir: env.E2E_SHOP_DIR?.trim() ? resolve(ROOT, env.E2E_SHOP_DIR.trim()) : ROOT,
    label: env.E2E_RUN_LABEL?.trim() || (lockFile ? `e2e, remotes from ${remotes === 'lock' ? LOCK_PATH : lockFile}` : 'e2e, remotes as npm start releases them'),
  };
}
