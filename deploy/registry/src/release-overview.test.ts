/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VersionVitals } from '@shop/contracts';
import { CanaryWatch, type VitalsSource } from './canary-watch';
import { FileEventStore } from './file-event-store';
import { RemoteRegistry } from './registry';
import { releaseOverview } from './release-overview';
import { writeRemoteBuild, writeShellManifest } from './testing';

let work: string;
let registry: RemoteRegistry;
let v1: string;
let v2: string;
let measured: VersionVitals[];
const asked: Array<{ part: string; since: string }> = [];
const source: VitalsSource = async ({ part, since }) => {
  asked.push({ part, since: since.toISOString() });
  return measured;
};
const side = (version: string, views: number, loadFailures = 0): VersionVitals => ({ part: 'content-blog', version, views, errorViews: 0, loadFailures, vitals: {} });

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), 'release-overview-'));
  const root = join(work, 'registry');
  const shellDir = writeShellManifest(join(work, 'shell'));
  registry = new RemoteRegistry(root, new FileEventStore(root), 'squad');
  const publish = async (name: string, version: string) =>
    (await registry.publish({ remote: 'content-blog', dir: writeRemoteBuild(join(work, name, 'dist'), { version, files: { 'a.js': name } }), shellDir })).version;
  [v1, v2] = [await publish('a', '1.0.0'), await publish('b', '2.0.0')];
  await registry.promote('local', 'content-blog', v1);
  await registry.settings('local', 'content-blog', { minViews: 20 });
  measured = [];
  asked.length = 0;
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

it('says no canary runs, and asks for no figures, when none does', async () => {
  expect(await releaseOverview(registry, 'local', source)).toEqual({ canaries: [], decisions: [] });
  expect(asked).toEqual([]);
});

it("shows a running canary with its share, since when, and the analysis's verdict on the figures since it began", async () => {
  await registry.canary('local', 'content-blog', v2, 10);
  const { since } = (await registry.deployments('local'))['content-blog']!.canary!;
  measured = [side(v1, 200), side(v2, 5)];
  expect(await releaseOverview(registry, 'local', source)).toEqual({
    canaries: [{ remote: 'content-blog', live: v1, version: v2, percent: 10, since, verdict: 'too few samples', reason: expect.stringContaining('each side needs 20') }],
    decisions: [],
  });
  expect(asked).toEqual([{ part: 'content-blog', since }]);

  measured = [side(v1, 200), side(v2, 40)];
  const [canary] = (await releaseOverview(registry, 'local', source)).canaries;
  expect(canary).toMatchObject({ verdict: 'holds', reason: expect.stringMatching(/^error rate 0\.0 % of 40 views against 0\.0 % of 200 live/) });
  // Another environment runs nothing.
  expect((await releaseOverview(registry, 'production', source)).canaries).toEqual([]);
});

it('names the canary the analysis rolled back, when and why, once none runs any more', async () => {
  await registry.canary('local', 'content-blog', v2, 10);
  measured = [side(v1, 200, 1), side(v2, 25, 25)];
  await new CanaryWatch(registry, 'local', source, { info: jest.fn(), warn: jest.fn(), error: jest.fn() }).check();
  const overview = await releaseOverview(registry, 'local', source);
  expect(overview.canaries).toEqual([]);
  expect(overview.decisions).toEqual([{
    remote: 'content-blog', at: expect.any(String), action: 'rolled back', version: v2, percent: null, reason: expect.stringMatching(/^worse than .*: load failure rate 100\.0 % of 25 views/),
  }]);
});
