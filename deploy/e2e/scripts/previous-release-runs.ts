import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appendRow, describeLock, exportCommit, formatLock, LOCK_PATH, previousRelease, readLock, ReleaseError, shortCommit } from '@shop/releases';
import { ROOT } from '../src/shop';

// CI's N-1 runs (README.md, "Releases"): the smoke suite where shell and remotes come from
// neighbouring releases, so a shell change cannot break a remote that has not redeployed, and a
// remote release cannot break the shell still live.
//   1. the previous release's shell (its whole checkout: shell, edge and API, as it deployed)
//      against the current lock's remotes;
//   2. this checkout's shell against the previous release's remotes.
// The previous release is the newest commit of main whose deploy/remotes.lock.json differs from
// this one (@shop/releases, release-history.ts). Its builds are made in this run, from its commits.

const log = (line: string) => console.log(line);
const current = readLock(join(ROOT, LOCK_PATH));
const previous = previousRelease(ROOT, current);
const matrixFile = process.env.E2E_MATRIX_FILE;

if (!previous) {
  // main's history holds two releases (README.md, "Releases"), so a clone that finds none has lost
  // them (a squashed merge, a moved lock): the N-1 runs cannot pass by running nothing.
  const note = `${LOCK_PATH} has no release before the current one in this clone's history: merge releases as they are, never squashed`;
  if (matrixFile) appendRow(matrixFile, { run: 'smoke, N-1 (previous shell, previous remotes)', result: 'failed', note });
  throw new ReleaseError(note);
}

const short = shortCommit(previous.commit);
log(`Previous release: ${short}`);
for (const line of describeLock(previous.lock)) log(`  ${line}`);
const previousShop = exportCommit(ROOT, previous.commit, log);
const previousLockFile = join(ROOT, '.data', 'previous-release', `${previous.commit}.lock.json`);
mkdirSync(dirname(previousLockFile), { recursive: true });
writeFileSync(previousLockFile, formatLock(previous.lock));

// The previous shell first: its start builds every app of that commit, and the second run then
// finds the previous remotes already built there.
const runs = [
  { label: `smoke: shell of release ${short} × current lock`, shopDir: previousShop.dir, remotes: 'lock' },
  { label: `smoke: this shell × remotes of release ${short}`, shopDir: ROOT, remotes: previousLockFile },
];
let failed = 0;
for (const run of runs) {
  const started = Date.now();
  log(`\n━━ ${run.label}`);
  const result = spawnSync('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.smoke.config.ts'], {
    cwd: join(ROOT, 'deploy', 'e2e'),
    stdio: 'inherit',
    env: { ...process.env, E2E_SHOP_DIR: run.shopDir, E2E_REMOTES: run.remotes, E2E_RUN_LABEL: run.label },
  });
  log(`━━ ${run.label}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) failed++;
}
process.exitCode = failed > 0 ? 1 : 0;
