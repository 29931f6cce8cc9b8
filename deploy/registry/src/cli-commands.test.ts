/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withSample, type AdminVitalsReply } from '@shop/contracts';
import { runCli } from './cli-commands';
import { writeRemoteBuild, writeShellManifest } from './testing';

let work: string;

/** What `report` asked the shop, and what the fake shop answers. */
let asked: string[];
let vitalsReply: AdminVitalsReply['versions'];
const fakeShop: typeof fetch = async (url, init) => {
  asked.push(`${String(url)} ${(init?.headers as Record<string, string>).authorization}`);
  return new Response(JSON.stringify({ status: 200, versions: vitalsReply }), { status: 200 });
};

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: { DATA_DIR: work, REGISTRY_USER: 'tester', SHOP_TOKEN: 'shop_test' },
    cwd: work,
    fetch: fakeShop,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** `work` stands for the repository: shell/dist and remotes/content-blog/dist, as after `pnpm build`. */
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'registry-cli-'));
  writeShellManifest(join(work, 'shell', 'dist'));
  writeRemoteBuild(join(work, 'remotes', 'content-blog', 'dist'), { version: '1.0.0', files: { 'main.js': 'one' } });
  writeRemoteBuild(join(work, 'other'), { version: '1.0.0', files: { 'main.js': 'two' } });
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

const ID = /[0-9a-f]{8}/.source;
// These builds (writeRemoteBuild) have no Node build: every command that checks one says so first.
const NO_NODE_BUILD = 'note: content-blog has no Node build (server/index.cjs): its pages are rendered in the browser only.\n';
const NO_NODE_BUILD_LINE = NO_NODE_BUILD.replace(/[.()/]/g, '\\$&');

it('publishes, canaries, promotes, rolls back, and shows status, history and diff', async () => {
  expect(await run('--', 'publish', 'content-blog')).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^${NO_NODE_BUILD_LINE}published content-blog@1\\.0\\.0\\+${ID}$`)) });
  expect((await run('publish', 'content-blog', '--dir', 'other', '--version', '1.1.0', '--reason', 'new layout')).code).toBe(0);
  expect((await run('promote', 'content-blog', '1.0.0', '--env', 'production')).out).toMatch(new RegExp(`^live in production: content-blog@1\\.0\\.0\\+${ID}$`));
  expect((await run('canary', 'content-blog', '1.1.0', '--percent', '10', '--env', 'production')).out).toMatch(/^canary in production: content-blog@1\.1\.0\+\w+ for 10% of visitors \(the others keep 1\.0\.0\+\w+\)$/);
  expect((await run('status')).out).toMatch(/^production\n {2}content-blog {5}live 1\.0\.0\+\w+ +canary 1\.1\.0\+\w+ for 10% since \S+Z$/);
  expect((await run('rollback', 'content-blog', '--env', 'production')).out).toMatch(/^rolled back content-blog in production: 1\.1\.0\+\w+ -> 1\.0\.0\+\w+$/);
  expect((await run('list', '--env', 'production')).out).toMatch(/^content-blog +live 1\.0\.0\+\w+ +published 1\.0\.0\+\w+, 1\.1\.0\+\w+$/);
  expect((await run('status', '--env', 'staging')).out).toMatch(/^staging\n {2}content-blog +live \(none\)$/);

  const history = (await run('history', 'content-blog')).out.split('\n');
  expect(history).toHaveLength(5);
  expect(history[1]).toMatch(/^ {3}2 {2}\S+ {2}tester +all +publish +content-blog@1\.1\.0\+\w+ {2}\(new layout\)$/);
  expect(history[3]).toMatch(/canary +content-blog 1\.0\.0\+\w+ -> 1\.1\.0\+\w+ for 10%$/);
  expect((await run('history', '--limit', '1')).out.split('\n')).toHaveLength(1);

  expect((await run('diff', 'content-blog', '1.0.0', '1.1.0')).out).toMatch(/^content-blog 1\.0\.0\+\w+ -> 1\.1\.0\+\w+\n {2}no change in exposes or shared dependencies$/);
});

it('ramps a canary and keeps the analysis settings, shown by status, settings and history', async () => {
  await run('publish', 'content-blog');
  await run('publish', 'content-blog', '--dir', 'other', '--version', '1.1.0');
  await run('promote', 'content-blog', '1.0.0');
  expect((await run('settings', 'content-blog')).out).toBe('canary analysis of content-blog in local: --confidence 0.99 --min-views 200 --vital-margin 20 --check-every 1m');
  expect((await run('settings', 'content-blog', '--min-views', '50', '--check-every', '30s', '--reason', 'quiet shop')).out)
    .toBe('canary analysis of content-blog in local: --confidence 0.99 --min-views 50 --vital-margin 20 --check-every 30s');
  expect((await run('settings', 'content-blog', '--confidence', '0.5')).err).toContain('--confidence must be one of 0.9, 0.95, 0.975, 0.99');
  expect((await run('canary', 'content-blog', '1.1.0', '--ramp', '10,50,100', '--hold', '15m')).out)
    .toMatch(/^canary in local: content-blog@1\.1\.0\+\w+ for 10% of visitors \(the others keep 1\.0\.0\+\w+\), then 50%, 100% each after 15m without regression$/);
  expect((await run('status')).out).toMatch(/canary 1\.1\.0\+\w+ for 10% since \S+, then 50%, 100% each after 15m without regression$/);
  expect((await run('canary', 'content-blog', '1.1.0', '--ramp', '10,50')).err).toContain('Missing --hold TIME');
  expect((await run('canary', 'content-blog', '1.1.0', '--ramp', '50,10', '--hold', '1m')).err).toContain('--ramp must be rising');
  expect((await run('history', '--limit', '2')).out).toMatch(/settings +content-blog --min-views 50 --check-every 30s {2}\(quiet shop\)\n.+canary +content-blog .+ for 10%, then 50%, 100% each after 15m without regression$/);
});

it('reports each version against the shop\'s vitals, the canary side by side with the live version and its verdict', async () => {
  await run('publish', 'content-blog');
  await run('publish', 'content-blog', '--dir', 'other', '--version', '1.1.0');
  await run('promote', 'content-blog', '1.0.0');
  await run('settings', 'content-blog', '--min-views', '20');
  await run('canary', 'content-blog', '1.1.0', '--percent', '10');
  const versions = (await run('status')).out.match(/1\.[01]\.0\+\w+/g)!;
  const lcp = [1000, 1200, 1400, 2000].reduce(withSample, {});
  vitalsReply = [
    { part: 'content-blog', version: versions[1]!, views: 30, error_views: 3, load_failures: 30, vitals: {} },
    { part: 'content-blog', version: versions[0]!, views: 300, error_views: 3, load_failures: 0, vitals: { LCP: lcp } },
  ];
  asked = [];
  const report = await run('report', 'content-blog');
  expect(report.code).toBe(0);
  expect(asked).toEqual([expect.stringMatching(/^http:\/\/localhost:8080\/api\/admin\/vitals\?env=local&part=content-blog&since=\S+Z Bearer shop_test$/)]);
  const lines = report.out.split('\n');
  expect(lines[0]).toMatch(/^content-blog in local since \S+Z$/);
  expect(lines[1]).toMatch(/^ +version +views +errors +load failures +p75 LCP +p75 INP +p75 CLS +p75 TTFB +p75 FCP$/);
  expect(lines[2]).toMatch(/^ {2}live +1\.0\.0\+\w+ +300 +1\.0 % \(3\) +0\.0 % \(0\) +\d+ ms n4 +– +– +– +–$/);
  expect(lines[3]).toMatch(/^ {2}canary +1\.1\.0\+\w+ +30 +10\.0 % \(3\) +100\.0 % \(30\) +–/);
  expect(lines[4]).toMatch(/^ {2}canary verdict: worse: .*load failure rate 100\.0 % of 30 views against 0\.0 % of 300 live/);

  const json = JSON.parse((await run('report', 'content-blog', '--json', '--since', '2h')).out);
  expect(json.reports[0]).toMatchObject({ part: 'content-blog', env: 'local', versions: [{ role: 'live', views: 300 }, { role: 'canary', views: 30 }], judgement: { verdict: 'worse' } });
  expect((await run('report', 'nope')).err).toContain('Unknown remote "nope"');
  expect((await run('report', '--since', 'yesterday')).err).toContain('--since must be a duration');
});

it('checks local builds against their contracts without publishing', async () => {
  expect(await run('check', 'content-blog')).toMatchObject({ code: 0, out: `${NO_NODE_BUILD}content-blog: keeps its contract` });
  writeRemoteBuild(join(work, 'remotes', 'content-blog', 'dist'), { version: '1.0.0', exposes: ['./BlogList'] });
  expect(await run('check', 'content-blog')).toMatchObject({ code: 1, err: expect.stringContaining('content-blog promises ./BlogPost') });
  expect(await run('check', 'giftcard')).toMatchObject({ code: 1, err: expect.stringContaining('giftcard is not built') });
  expect((await run('history')).out).toBe('no history yet');
});

it('prints help for every command, and the overview', async () => {
  for (const command of ['publish', 'promote', 'rollback', 'canary', 'settings', 'report', 'history', 'diff', 'status', 'list', 'release', 'check']) {
    expect(await run(command, '--help')).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^registry ${command} `)) });
  }
  expect((await run('help', 'canary')).out).toContain('--percent N');
  expect((await run('--help')).out).toContain('canary    send N% of visitors');
});

it('exits 1 with what to do next for errors and bad usage', async () => {
  expect(await run('promote', 'content-blog', '9.9.9')).toMatchObject({ code: 1, err: expect.stringContaining('Publish it first: pnpm registry publish content-blog.') });
  expect(await run('rollback', 'content-blog')).toMatchObject({ code: 1, err: expect.stringContaining('no earlier live version') });
  expect(await run('publish', 'nope')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown remote "nope"') });
  expect(await run('promote', 'content-blog', '1.0.0', '--env', 'prod')).toMatchObject({ code: 1, err: expect.stringContaining('Use one of: production, staging, local') });
  expect(await run('canary', 'content-blog', '1.0.0')).toMatchObject({ code: 1, err: expect.stringContaining('Missing --percent N') });
  expect(await run('frobnicate')).toMatchObject({ code: 1, err: expect.stringContaining('Unknown command "frobnicate"') });
  expect(await run('publish', '--bogus')).toMatchObject({ code: 1, err: expect.stringContaining('See: registry publish --help') });
  expect(await run('promote')).toMatchObject({ code: 1, err: expect.stringContaining('Missing remote name') });
  expect(await run()).toMatchObject({ code: 1, err: expect.stringContaining('Usage: registry <command>') });
});

it('releases every built remote into the default environment, as npm start does', async () => {
  expect((await run('release')).out).toMatch(new RegExp(`^${NO_NODE_BUILD_LINE}content-blog@1\\.0\\.0\\+\\w+: published, now live in local$`));
  expect((await run('release')).out).toMatch(new RegExp(`^${NO_NODE_BUILD_LINE}content-blog@1\\.0\\.0\\+\\w+: unchanged, live in local$`));
});
