import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is deploy/e2e/src/shop.ts). */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url)).replace(/\/$/, '');
/** 8090 unless E2E_PORT names another (two checkouts testing at once). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = join(ROOT, '.data', 'e2e');
/** The older content-blog build global setup publishes, to promote and roll back. */
export const OLD_BLOG_VERSION = '0.9.0';
/** The test popup (fixtures/test-popup) is published as this account-loyalty version, to promote for popup tests. */
export const TEST_POPUP_VERSION = '0.0.0-e2e-popup';

/** content-blog's own version: what its root element shows when its current build is live. */
export function currentBlogVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'remotes', 'content-blog', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** Runs the registry CLI against the e2e registry, as an operator would. */
export function registry(...args: string[]): string {
  return execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['deploy/registry/src/cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}
