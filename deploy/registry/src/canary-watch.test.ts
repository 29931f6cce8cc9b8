/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VersionVitals } from '@shop/contracts';
import { CanaryWatch, type VitalsSource } from './canary-watch';
import { FileEventStore } from './file-event-store';
import { RemoteRegistry } from './registry';
import { writeRemoteBuild, writeShellManifest } from './testing';

let work: string;
let registry: RemoteRegistry;
let v1: string;
let v2: string;
let clock: number;
let measured: VersionVitals[];
const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const source: VitalsSource = async () => measured;
const watch = () => new CanaryWatch(registry, 'local', source, log, () => clock);
const blog = async () => (await registry.deployments('local'))['content-blog']!;
const side = (version: string, views: number, loadFailures = 0): VersionVitals => ({ part: 'content-blog', version, views, errorViews: 0, loadFailures, vitals: {} });

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'canary-watch-'));
  const root = join(work, 'registry');
  const shellDir = writeShellManifest(join(work, 'shell'));
  registry = new RemoteRegistry(root, new FileEventStore(root), 'squad');
  const publish = async (name: string, version: string) =>
    (await registry.publish({ remote: 'content-blog', dir: writeRemoteBuild(join(work, name, 'dist'), { version, files: { 'a.js': name } }), shellDir })).version;
  [v1, v2] = [await publish('a', '1.0.0'), await publish('b', '2.0.0')];
  await registry.promote('local', 'content-blog', v1);
  await registry.settings('local', 'content-blog', { minViews: 20, checkEveryMs: 60_000 });
  clock = Date.now();
  measured = [];
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

it('rolls back a canary whose visitors cannot load it, and the history says why', async () => {
  await registry.canary('local', 'content-blog', v2, 10);
  measured = [side(v1, 200, 1), side(v2, 25, 25)];
  expect((await watch().check()).map((d) => d.action)).toEqual(['rolled back']);
  expect(await blog()).toMatchObject({ live: v1, canary: null });
  const [entry] = await registry.history({ actions: ['rollback'] });
  expect(entry).toMatchObject({ actor: 'canary-analysis', from: v2, version: v1 });
  expect(entry!.reason).toMatch(new RegExp(`^worse than ${v1.replace('+', '\\+')}: load failure rate 100\\.0 % of 25 views against 0\\.5 % of 200 live`));
  // status shows it too, under the remote.
  expect((await registry.status('local'))[0]!.lastDecision).toMatchObject({ action: 'rollback', from: v2, reason: entry!.reason });
});

it('judges each canary as often as its settings say, and leaves one without enough views alone', async () => {
  await registry.canary('local', 'content-blog', v2, 10);
  const analysis = watch();
  measured = [side(v1, 200), side(v2, 5, 5)];
  expect((await analysis.check()).map((d) => d.judgement.verdict)).toEqual(['too few samples']);
  measured = [side(v1, 200), side(v2, 25, 25)];
  clock += 30_000;
  expect(await analysis.check()).toEqual([]);
  clock += 30_000;
  expect((await analysis.check()).map((d) => d.action)).toEqual(['rolled back']);
});

it('ramps a healthy canary up after each hold, then promotes it', async () => {
  await registry.canary('local', 'content-blog', v2, 10, 'ramp', { steps: [50, 100], holdMs: 5 * 60_000 });
  clock = Date.now();
  const analysis = watch();
  measured = [side(v1, 300), side(v2, 40)];
  // Holding, but not for long enough yet.
  expect((await analysis.check()).map((d) => [d.judgement.verdict, d.action])).toEqual([['holds', 'none']]);
  clock += 5 * 60_000 + 1000;
  expect((await analysis.check()).map((d) => d.action)).toEqual(['stepped']);
  expect((await blog()).canary).toMatchObject({ version: v2, percent: 50, ramp: [100] });
  // The hold counts from when the step was recorded, on the real clock: a second more.
  clock += 5 * 60_000 + 1000;
  expect((await analysis.check()).map((d) => d.action)).toEqual(['stepped']);
  expect(await blog()).toMatchObject({ live: v2, canary: null });
  expect((await registry.history({ actions: ['canary', 'promote'] })).slice(-2).map((e) => [e.actor, e.action, e.percent])).toEqual([
    ['canary-analysis', 'canary', 50], ['canary-analysis', 'promote', undefined],
  ]);
});

it('acts once when two edges judge the same canary', async () => {
  await registry.canary('local', 'content-blog', v2, 10);
  measured = [side(v1, 200), side(v2, 25, 25)];
  // Both edges read the canary before either acts (their figures arrive together), as two edges
  // judging at once do: without the meeting, one could read after the other's rollback on a busy machine.
  let arrived = 0;
  let meet = () => undefined as void;
  const together = new Promise<void>((resolve) => (meet = resolve));
  const atOnce: VitalsSource = async () => {
    arrived += 1;
    if (arrived === 2) meet();
    await together;
    return measured;
  };
  const edge = () => new CanaryWatch(registry, 'local', atOnce, log, () => clock);
  const decisions = await Promise.all([edge().check(), edge().check()]);
  expect(decisions.flat().map((d) => d.action).sort()).toEqual(['none', 'rolled back']);
  expect(await registry.history({ actions: ['rollback'] })).toHaveLength(1);
});
