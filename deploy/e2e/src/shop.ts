import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visitorBucket } from '@shop/registry';

/** The repository root (this file is deploy/e2e/src/shop.ts). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
/** 8090 unless E2E_PORT names another (two checkouts testing at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = join(ROOT, '.data', 'e2e');
/**
 * The tag of tests that change the shop for every visitor. playwright.config.ts runs them after the
 * rest, one at a time: the ones that change content-blog's live version (promotes, canaries, faulty
 * builds) in one line, and a catalogue import, which changes no remote, beside them.
 */
export const WHOLE_SHOP = '@whole-shop';
/** Added to WHOLE_SHOP on a test that changes the catalogue (not which remote versions are live). */
export const CATALOGUE_CHANGE = '@catalogue-change';
/** The first-admin setup code the e2e shop is started with (ADMIN_SETUP_CODE), so the suite can make its operator. */
export const E2E_ADMIN_SETUP_CODE = 'E2E-ADMIN-SETUP-0001';
/**
 * The older content-blog build global setup publishes, to promote and roll back. The registry names
 * it `0.9.0+<build id>`; its commands take `0.9.0` while one build of it is published.
 */
export const OLD_BLOG_VERSION = '0.9.0';
/** Where global setup builds that older content-blog. */
export const OLD_BLOG_BUILD_DIR = join(E2E_DATA_DIR, 'builds', `content-blog-${OLD_BLOG_VERSION}`);
/** The test popup (fixtures/test-popup): an account-loyalty stand-in the popup tests load by a remote override. */
export const TEST_POPUP_VERSION = '0.0.0-e2e-popup';
export const TEST_POPUP_BUILD_DIR = join(E2E_DATA_DIR, 'builds', `test-popup-${TEST_POPUP_VERSION}`);

/** content-blog's own version: what its root element shows when its current build is live. */
export function currentBlogVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'remotes', 'content-blog', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function runRegistry(args: string[], env: NodeJS.ProcessEnv = {}): string {
  return execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['deploy/registry/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, ...env },
    encoding: 'utf8',
  });
}

/** Runs the registry CLI against the e2e registry, as an operator would. */
export function registry(...args: string[]): string {
  return runRegistry(args);
}

/** `registry report`, which reads the shop's vitals with the run's operator token. */
export function registryReport(...args: string[]): string {
  return runRegistry(['report', ...args], { SHOP_URL: BASE_URL, SHOP_TOKEN: operatorToken() });
}

/** Runs `pnpm ops` against the shop at `baseURL`, as its staff would. */
export function ops(baseURL: string, token: string | undefined, ...args: string[]): { status: number; out: string } {
  const run = spawnSync('pnpm', ['--silent', 'ops', ...args], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, SHOP_URL: baseURL, SHOP_TOKEN: token ?? '', INIT_CWD: ROOT },
  });
  return { status: run.status ?? -1, out: `${run.stdout}${run.stderr}` };
}

/** The run's operator token, kept beside the shop's data (global setup makes it). */
const TOKEN_FILE = join(E2E_DATA_DIR, 'ops-token');

/** Makes the shop's first admin with the setup code it was started with (`pnpm ops setup`), once a run. */
export function makeOperatorToken(): void {
  if (existsSync(TOKEN_FILE)) return;
  const setup = ops(BASE_URL, undefined, 'setup', '--code', E2E_ADMIN_SETUP_CODE, '--email', 'owner@mira.example');
  const token = /export SHOP_TOKEN=(shop_\S+)/.exec(setup.out)?.[1];
  if (setup.status !== 0 || !token) throw new Error(`pnpm ops setup failed:\n${setup.out}`);
  writeFileSync(TOKEN_FILE, token);
}

export function operatorToken(): string {
  return readFileSync(TOKEN_FILE, 'utf8');
}

/** A visitor id of the edge's form whose content-blog place is under `percent` (the canary's side), or not. */
export function visitorOnSide(canary: boolean, percent = 50): string {
  for (;;) {
    const id = randomUUID();
    if (visitorBucket(id, 'content-blog') < percent === canary) return id;
  }
}

/** `pid` is its process group's: start.sh's, with the edge and its workers under it. */
export interface StartedShop { base: string; pid: number; stop(): void }

/**
 * Starts the shop exactly as `npm start` does (deploy/scripts/start.sh: build what changed,
 * publish, migrate, seed, serve) on `port` with a fresh `dataDir`, for benchmarks that run outside
 * Playwright's webServer. Resolves once `/remotes.json` answers; `stop()` ends the whole process
 * group (start.sh execs tsx, which runs the edge in a child process).
 */
export async function startShop(port: number, dataDir: string, { timeoutMs = 300_000 } = {}): Promise<StartedShop> {
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('bash', ['deploy/scripts/start.sh'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode} before it was ready`);
    const ready = await fetch(`${base}/remotes.json`).then((r) => r.ok, () => false);
    if (ready) return { base, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the shop did not answer on ${base} within ${timeoutMs / 1000} s`);
}
