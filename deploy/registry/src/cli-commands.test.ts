/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './cli-commands';

let work: string;

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env: { DATA_DIR: work }, cwd: work });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'registry-cli-'));
  mkdirSync(join(work, 'build'));
  writeFileSync(join(work, 'build', 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.0.0' } } }));
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

it('publishes a --dir relative to the caller, promotes, rolls back and shows history', () => {
  expect(run('--', 'publish', 'content-blog', '--dir', 'build')).toMatchObject({ code: 0, out: expect.stringContaining('published content-blog@1.0.0') });
  expect(run('publish', 'content-blog', '--dir', 'build', '--version', '0.9.0').code).toBe(0);
  expect(run('promote', 'content-blog', '1.0.0').out).toBe('live: content-blog@1.0.0');
  expect(run('promote', 'content-blog', '0.9.0').out).toBe('live: content-blog@0.9.0 (was 1.0.0)');
  expect(run('rollback', 'content-blog').out).toBe('rolled back content-blog: 0.9.0 -> 1.0.0');
  expect(run('list').out).toMatch(/content-blog\s+live 1\.0\.0\s+published 1\.0\.0, 0\.9\.0/);
  expect(run('history', 'content-blog').out.split('\n')).toHaveLength(5);
});

it('exits 1 with a message for errors and bad usage', () => {
  expect(run('promote', 'content-blog', '9.9.9')).toMatchObject({ code: 1, err: expect.stringContaining('not published') });
  expect(run('rollback', 'content-blog')).toMatchObject({ code: 1, err: expect.stringContaining('no earlier live version') });
  expect(run('publish', 'nope', '--dir', 'build')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown remote "nope"') });
  expect(run('frobnicate')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command') });
  expect(run('publish', '--bogus')).toMatchObject({ code: 1, err: expect.stringContaining('Usage') });
  expect(run('promote')).toMatchObject({ code: 1, err: expect.stringContaining('Missing remote name') });
});
