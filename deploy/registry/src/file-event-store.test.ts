/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStore } from './event-store-suite';
import { FileEventStore, HISTORY_FILE } from './file-event-store';

describeEventStore('FileEventStore', async () => {
  const root = mkdtempSync(join(tmpdir(), 'registry-file-store-'));
  return { store: new FileEventStore(root), other: () => new FileEventStore(root), done: async () => rmSync(root, { recursive: true, force: true }) };
});

describe('FileEventStore on disk', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'registry-file-store-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const line = (seq: number) => JSON.stringify({ seq, at: '2026-01-01T00:00:00.000Z', actor: 'a', action: 'publish', remote: 'catalog', version: `1.0.${seq}` });

  it('ignores a line still being written', async () => {
    writeFileSync(join(root, HISTORY_FILE), `${line(1)}\n${line(2).slice(0, 10)}`);
    const store = new FileEventStore(root);
    expect((await store.since(0)).map((e) => e.seq)).toEqual([1]);
    appendFileSync(join(root, HISTORY_FILE), `${line(2).slice(10)}\n`);
    expect((await store.since(0)).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('takes over a lock left by a process that died', async () => {
    const lock = join(root, `${HISTORY_FILE}.lock`);
    writeFileSync(lock, '99999');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    const store = new FileEventStore(root);
    expect(await store.append({ seq: 1, at: '2026-01-01T00:00:00.000Z', actor: 'a', action: 'publish', remote: 'catalog', version: '1.0.0' })).toBe(true);
  });
});
