/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { RegistryError } from './errors';
import { FileEventStore } from './file-event-store';
import { RemoteRegistry } from './registry';
import { writeRemoteBuild, writeShellManifest } from './testing';

let work: string;
let root: string;
let shellDir: string;
let registry: RemoteRegistry;

const CHUNK = 'static/blog.1a2b3c4d.js';
const LARGE = 'export const x = "a chunk large enough to be worth compressing";\n'.repeat(40);

/** A content-blog build in `work/<name>/dist` declaring `version`, with one chunk. */
function build(name: string, version: string | undefined, chunk: string, extra: Parameters<typeof writeRemoteBuild>[1] = {}): string {
  return writeRemoteBuild(join(work, name, 'dist'), { version, files: { [CHUNK]: chunk }, ...extra });
}

async function codeOf(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    if (error instanceof RegistryError) return error.code;
    throw error;
  }
  return undefined;
}

const publish = (dir: string, more: { version?: string; reason?: string } = {}) => registry.publish({ remote: 'content-blog', dir, shellDir, ...more });
const liveOf = async (env: 'local' | 'production' = 'local') => (await registry.deployments(env))['content-blog'];

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'registry-test-'));
  root = join(work, 'registry');
  shellDir = writeShellManifest(join(work, 'shell'));
  registry = new RemoteRegistry(root, new FileEventStore(root), 'tester');
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('publish', () => {
  it('copies the build under its declared version plus the build id of its content', async () => {
    const result = await publish(build('a', '1.0.0', 'one'));
    expect(result).toMatchObject({ remote: 'content-blog', status: 'published', version: `1.0.0+${result.hash.slice(0, 8)}` });
    expect(readFileSync(join(root, 'content-blog', result.version, CHUNK), 'utf8')).toBe('one');
    expect(await registry.history()).toEqual([expect.objectContaining({ seq: 1, action: 'publish', remote: 'content-blog', version: result.version, actor: 'tester' })]);
  });

  it('takes the version from package.json next to dist/ when the manifest has none, and --version over both', async () => {
    const dir = build('pkg', undefined, 'one');
    writeFileSync(join(work, 'pkg', 'package.json'), JSON.stringify({ version: '2.3.4' }));
    expect((await publish(dir)).version).toMatch(/^2\.3\.4\+[0-9a-f]{8}$/);
    expect((await publish(dir, { version: '0.9.0' })).version).toMatch(/^0\.9\.0\+[0-9a-f]{8}$/);
  });

  it('is a no-op for the same build again', async () => {
    const dir = build('a', '1.0.0', 'one');
    await publish(dir);
    expect((await publish(dir)).status).toBe('unchanged');
    expect(await registry.history()).toHaveLength(1);
  });

  it('refuses another build of a published version, saying to bump it', async () => {
    const first = await publish(build('a', '1.0.0', 'one'));
    const refused = publish(build('a', '1.0.0', 'two'));
    await expect(refused).rejects.toThrow(`content-blog 1.0.0 is already published as ${first.version}, with other content`);
    await expect(publish(build('a', '1.0.0', 'two'))).rejects.toThrow('bump the version in remotes/content-blog/package.json');
    expect(readdirSync(join(root, 'content-blog'))).toEqual([first.version]);
  });

  it('refuses a build that breaks its contract, saying what is broken, and copies nothing', async () => {
    const dropped = build('a', '1.1.0', 'one', { exposes: ['./BlogList', './BlogPost', './InfoPage'] });
    await expect(publish(dropped)).rejects.toThrow(/content-blog 1\.1\.0 breaks its contract.*\n.*promises \.\/NotFound/);
    const newReact = build('b', '1.1.0', 'one', { shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] });
    await expect(publish(newReact)).rejects.toThrow('requires react ^20.0.0 as a shared singleton, but the shell provides react 19.3.1');
    expect(existsSync(join(root, 'content-blog'))).toBe(false);
    expect(await registry.history()).toEqual([]);
  });

  it('says to build the shell when there is none to check against, and the remote when it is not built', async () => {
    await expect(registry.publish({ remote: 'content-blog', dir: build('a', '1.0.0', 'one'), shellDir: join(work, 'nope') })).rejects.toThrow('pnpm --filter @shop/shell build');
    expect(await codeOf(() => publish(join(work, 'empty')))).toBe('not_a_build');
  });

  it('rejects unknown remotes and unusable versions', async () => {
    const dir = build('a', '1.0.0', 'one');
    expect(await codeOf(() => registry.publish({ remote: 'no-such-remote', dir, shellDir }))).toBe('unknown_remote');
    expect(await codeOf(() => publish(dir, { version: '../1.0.0' }))).toBe('bad_version');
    await expect(publish(dir, { version: '1.0.0+mine' })).rejects.toThrow('Give "1.0.0" without "+...": the registry adds the build id');
  });

  it('publishes brotli and gzip siblings of large text files, leaves the build folder and no temporary folder', async () => {
    const dir = build('a', '1.0.0', LARGE);
    writeFileSync(join(dir, 'static', 'photo.5e6f7a8b.webp'), 'w'.repeat(4000));
    const { version } = await publish(dir);
    const chunk = join(root, 'content-blog', version, CHUNK);
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`))).toEqual(readFileSync(chunk));
    expect(gunzipSync(readFileSync(`${chunk}.gz`))).toEqual(readFileSync(chunk));
    expect(readdirSync(join(root, 'content-blog', version, 'static')).sort()).toEqual([
      'blog.1a2b3c4d.js', 'blog.1a2b3c4d.js.br', 'blog.1a2b3c4d.js.gz', 'photo.5e6f7a8b.webp',
    ]);
    expect(readdirSync(join(dir, 'static')).sort()).toEqual(['blog.1a2b3c4d.js', 'photo.5e6f7a8b.webp']);
    expect(readdirSync(join(root, 'content-blog'))).toEqual([version]);
  });

  it('gives a version published without siblings its missing ones on the next publish, as unchanged', async () => {
    const dir = build('a', '1.0.0', LARGE);
    const { version } = await publish(dir);
    const chunk = join(root, 'content-blog', version, CHUNK);
    rmSync(`${chunk}.br`);
    rmSync(`${chunk}.gz`);
    expect((await publish(dir)).status).toBe('unchanged');
    expect(existsSync(`${chunk}.br`) && existsSync(`${chunk}.gz`)).toBe(true);
  });
});

describe('promote, rollback and environments', () => {
  let v1: string;
  let v09: string;
  beforeEach(async () => {
    v1 = (await publish(build('a', '1.0.0', 'new'))).version;
    v09 = (await publish(build('b', '0.9.0', 'old'))).version;
  });

  it('makes a version live by its full name or its version alone, in one environment only', async () => {
    expect(await liveOf()).toBeUndefined();
    expect(await registry.promote('local', 'content-blog', '1.0.0', 'first')).toMatchObject({ status: 'changed', entry: { from: null, version: v1, reason: 'first' } });
    expect((await liveOf())?.live).toBe(v1);
    expect(await liveOf('production')).toBeUndefined();
    expect((await registry.promote('production', 'content-blog', v09)).entry).toMatchObject({ env: 'production', version: v09 });
    expect((await liveOf())?.live).toBe(v1);
    expect((await registry.promote('local', 'content-blog', v1)).status).toBe('unchanged');
  });

  it('refuses an unknown version with the latest published, and an ambiguous one with its builds', async () => {
    await expect(registry.promote('local', 'content-blog', '7.7.7')).rejects.toThrow(`content-blog@7.7.7 is not published. Latest published: ${v1}, ${v09}.`);
    const rebuilt = (await registry.release('local', { remote: 'content-blog', dir: build('c', '1.0.0', 'rebuilt'), shellDir })).publish.version;
    await expect(registry.promote('local', 'content-blog', '1.0.0')).rejects.toThrow(`content-blog 1.0.0 has 2 builds: name one of ${v1}, ${rebuilt}.`);
  });

  it('rolls back one live version at a time, then says there is nothing before', async () => {
    const v11 = (await publish(build('c', '1.1.0', 'newest'))).version;
    for (const version of [v09, v1, v11]) await registry.promote('local', 'content-blog', version);
    expect((await registry.rollback('local', 'content-blog', 'broken')).entry).toMatchObject({ from: v11, version: v1, reason: 'broken' });
    expect((await registry.rollback('local', 'content-blog')).entry).toMatchObject({ from: v1, version: v09 });
    await expect(registry.rollback('local', 'content-blog')).rejects.toThrow('content-blog has no earlier live version in local to roll back to: promote the version you want instead.');
    expect((await liveOf())?.live).toBe(v09);
  });

  it('keeps an append-only history with who, when, from, to and why, filtered by remote and environment', async () => {
    await publish(build('d', '3.0.0', 'cat'));
    await registry.promote('local', 'content-blog', v1);
    await registry.promote('staging', 'content-blog', v09, 'try the old one');
    await registry.rollback('local', 'content-blog').catch(() => undefined);
    const entries = await registry.history({ remote: 'content-blog', env: 'staging' });
    expect(entries.map((e) => `${e.action} ${e.env ?? 'all'} ${e.from ?? '-'} ${e.version}`)).toEqual([
      `publish all - ${v1}`, `publish all - ${v09}`, expect.stringMatching(/^publish all - 3\.0\.0\+/), `promote staging - ${v09}`,
    ]);
    expect(entries.at(-1)).toMatchObject({ actor: 'tester', reason: 'try the old one', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await registry.history()).toHaveLength(5);
  });

  it('lets two registries on one store agree, the second seeing the first one\'s changes', async () => {
    const other = new RemoteRegistry(root, new FileEventStore(root), 'someone-else');
    await registry.promote('local', 'content-blog', v1);
    expect((await other.deployments('local'))['content-blog']?.live).toBe(v1);
    await Promise.all([registry.promote('local', 'content-blog', v09), other.promote('local', 'content-blog', v09)]);
    expect((await registry.history()).filter((e) => e.action === 'promote')).toHaveLength(2);
  });

  it('lists every published remote with its live version and builds', async () => {
    await registry.promote('local', 'content-blog', v09);
    expect(await registry.status('local')).toEqual([{ remote: 'content-blog', live: v09, canary: null, published: [v1, v09] }]);
    expect(await registry.status('production')).toEqual([{ remote: 'content-blog', live: null, canary: null, published: [v1, v09] }]);
  });
});

describe('the state read last, while the store is away', () => {
  /** The file store, until `away` is set: then every read fails as a PostgreSQL connection refused does. */
  class AwayStore extends FileEventStore {
    away = false;
    override async since(seq: number) {
      if (this.away) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return super.since(seq);
    }
  }

  it('keeps what was live when the store last answered, and when; a failed read changes none of it', async () => {
    const store = new AwayStore(root);
    const served = new RemoteRegistry(root, store, 'edge');
    expect(served.lastRead('local')).toBeUndefined();
    const v1 = (await publish(build('a', '1.0.0', 'new'))).version;
    await registry.promote('local', 'content-blog', v1);
    const before = Date.now();
    expect((await served.deployments('local'))['content-blog']?.live).toBe(v1);
    const read = served.lastRead('local')!;
    expect(read.deployments['content-blog']?.live).toBe(v1);
    expect(read.at.getTime()).toBeGreaterThanOrEqual(before);

    // A rollback made elsewhere while this registry cannot read: it goes on knowing the state it read.
    const v09 = (await publish(build('b', '0.9.0', 'old'))).version;
    await registry.promote('local', 'content-blog', v09);
    store.away = true;
    await expect(served.deployments('local')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(served.lastRead('local')).toEqual(read);
    expect(served.lastRead('production')).toEqual({ deployments: {}, at: read.at });

    store.away = false;
    expect((await served.deployments('local'))['content-blog']?.live).toBe(v09);
    expect(served.lastRead('local')!.at.getTime()).toBeGreaterThanOrEqual(read.at.getTime());
  });
});

describe('canary', () => {
  let v1: string;
  let v11: string;
  beforeEach(async () => {
    v1 = (await publish(build('a', '1.0.0', 'one'))).version;
    v11 = (await publish(build('b', '1.1.0', 'two'))).version;
  });

  it('needs a live version to measure against, another version, and a percent from 1 to 99', async () => {
    await expect(registry.canary('local', 'content-blog', v11, 10)).rejects.toThrow('no live version in local yet: promote one first');
    await registry.promote('local', 'content-blog', v1);
    await expect(registry.canary('local', 'content-blog', v1, 10)).rejects.toThrow('already live in local');
    await expect(registry.canary('local', 'content-blog', v11, 100)).rejects.toThrow('100 is a promote, 0 is canary --stop');
    await expect(registry.canary('local', 'content-blog', v11, 0)).rejects.toThrow('from 1 to 99');
    await expect(registry.stopCanary('local', 'content-blog')).rejects.toThrow('content-blog has no canary running in local (registry status --env local shows what runs).');
  });

  it('runs next to the live version, ramps up, and ends by canary --stop', async () => {
    await registry.promote('local', 'content-blog', v1);
    expect((await registry.canary('local', 'content-blog', '1.1.0', 10, 'try it')).entry).toMatchObject({ action: 'canary', version: v11, percent: 10, from: v1 });
    expect(await liveOf()).toMatchObject({ live: v1, canary: { version: v11, percent: 10 } });
    expect((await registry.canary('local', 'content-blog', v11, 10)).status).toBe('unchanged');
    const started = (await liveOf())!.canary!.since;
    await registry.canary('local', 'content-blog', v11, 50);
    // Re-weighted, it is the same canary: compared with the live version from when it began.
    expect((await liveOf())?.canary).toEqual({ version: v11, percent: 50, since: started, stepSince: expect.any(String) });
    expect((await registry.stopCanary('local', 'content-blog')).entry).toMatchObject({ action: 'canary-stop', version: v1, from: v11 });
    expect(await liveOf()).toMatchObject({ live: v1, canary: null });
  });

  it('ends by a promote, of the canary version or another', async () => {
    await registry.promote('local', 'content-blog', v1);
    await registry.canary('local', 'content-blog', v11, 10);
    await registry.promote('local', 'content-blog', v11);
    expect(await liveOf()).toMatchObject({ live: v11, canary: null });
    await registry.canary('local', 'content-blog', v1, 20);
    expect((await registry.promote('local', 'content-blog', v11)).status).toBe('changed');
    expect(await liveOf()).toMatchObject({ live: v11, canary: null, stack: [v1, v11] });
  });

  it('ends by a rollback, which then leaves the live version as it was', async () => {
    await registry.promote('local', 'content-blog', v1);
    await registry.canary('local', 'content-blog', v11, 10);
    expect((await registry.rollback('local', 'content-blog')).entry).toMatchObject({ action: 'rollback', from: v11, version: v1 });
    expect(await liveOf()).toMatchObject({ live: v1, canary: null });
  });
});

describe('canary analysis moves', () => {
  let v1: string;
  let v11: string;
  beforeEach(async () => {
    v1 = (await publish(build('a', '1.0.0', 'one'))).version;
    v11 = (await publish(build('b', '1.1.0', 'two'))).version;
    await registry.promote('local', 'content-blog', v1);
  });

  it('takes a ramp of rising shares held for a stated time, and refuses any other', async () => {
    await registry.canary('local', 'content-blog', v11, 10, 'ramp', { steps: [50, 100], holdMs: 900_000 });
    expect((await liveOf())?.canary).toMatchObject({ version: v11, percent: 10, ramp: [50, 100], holdMs: 900_000 });
    for (const steps of [[5], [50, 50], [100, 100], [101], [50.5]]) {
      await expect(registry.canary('local', 'content-blog', v11, 10, undefined, { steps, holdMs: 60_000 })).rejects.toThrow(/--ramp must be rising whole percentages/);
    }
    await expect(registry.canary('local', 'content-blog', v11, 10, undefined, { steps: [50], holdMs: 0 })).rejects.toThrow(/--ramp needs --hold/);
  });

  it('steps a ramping canary up, then promotes it, each step only from the share it judged', async () => {
    await registry.canary('local', 'content-blog', v11, 10, undefined, { steps: [50, 100], holdMs: 60_000 });
    expect((await registry.stepCanary('local', 'content-blog', v11, 10, 'held')).entry).toMatchObject({ action: 'canary', percent: 50, ramp: [100] });
    // Another edge judged the same 10 %: nothing more happens.
    expect((await registry.stepCanary('local', 'content-blog', v11, 10, 'held')).status).toBe('unchanged');
    expect((await registry.stepCanary('local', 'content-blog', v11, 50, 'held')).entry).toMatchObject({ action: 'promote', version: v11, from: v1 });
    expect(await liveOf()).toMatchObject({ live: v11, canary: null });
  });

  it('rolls back a canary found worse, once, and never the live version', async () => {
    await registry.canary('local', 'content-blog', v11, 10);
    const analysis = registry.as('canary-analysis');
    expect((await analysis.abortCanary('local', 'content-blog', v11, 'worse than 1.0.0')).entry).toMatchObject({ action: 'rollback', from: v11, version: v1, actor: 'canary-analysis', reason: 'worse than 1.0.0' });
    expect((await analysis.abortCanary('local', 'content-blog', v11, 'worse again')).status).toBe('unchanged');
    expect(await liveOf()).toMatchObject({ live: v1, canary: null, stack: [v1] });
  });

  it('keeps analysis settings per remote and environment in the history, checked first', async () => {
    expect((await liveOf())?.analysis).toEqual({ confidence: 0.99, minViews: 200, vitalMarginPercent: 20, checkEveryMs: 60_000 });
    expect((await registry.settings('local', 'content-blog', { minViews: 50, confidence: 0.95 }, 'small shop')).entry).toMatchObject({ action: 'settings', settings: { minViews: 50, confidence: 0.95 }, reason: 'small shop' });
    expect((await liveOf())?.analysis).toMatchObject({ minViews: 50, confidence: 0.95, vitalMarginPercent: 20 });
    expect((await registry.settings('local', 'content-blog', { minViews: 50 })).status).toBe('unchanged');
    expect((await registry.deployments('production'))['content-blog']).toBeUndefined();
    await expect(registry.settings('local', 'content-blog', { confidence: 0.42 })).rejects.toThrow('--confidence must be one of 0.9, 0.95, 0.975, 0.99 (got 0.42).');
    await expect(registry.settings('local', 'content-blog', { minViews: 0 })).rejects.toThrow(/--min-views/);
    await expect(registry.settings('local', 'content-blog', { checkEveryMs: 500 })).rejects.toThrow(/--check-every/);
  });
});

describe('release (npm start)', () => {
  const release = (dir: string) => registry.release('local', { remote: 'content-blog', dir, shellDir });

  it('publishes and promotes, then does nothing for an unchanged build', async () => {
    const dir = build('a', '1.0.0', 'one');
    expect(await release(dir)).toMatchObject({ publish: { status: 'published' }, promote: { status: 'changed' } });
    expect(await release(dir)).toMatchObject({ publish: { status: 'unchanged' }, promote: { status: 'unchanged' } });
    expect(await registry.history()).toHaveLength(2);
  });

  it('publishes a changed build of the same version under its new build id, overwriting nothing', async () => {
    const first = (await release(build('a', '1.0.0', 'one'))).publish.version;
    const second = (await release(build('a', '1.0.0', 'two'))).publish.version;
    expect(second).not.toBe(first);
    expect((await liveOf())?.live).toBe(second);
    expect(readFileSync(join(root, 'content-blog', first, CHUNK), 'utf8')).toBe('one');
    expect((await registry.rollback('local', 'content-blog')).deployment.live).toBe(first);
  });
});
