import type { EventStore } from './event-store';
import type { HistoryEntry } from './history-entry';

/** The same tests for every EventStore: each test file passes how to open a fresh one and a second handle on it. */
export function describeEventStore(name: string, open: () => Promise<{ store: EventStore; other: () => EventStore; done: () => Promise<void> }>): void {
  describe(name, () => {
    let store: EventStore;
    let other: () => EventStore;
    let done: () => Promise<void>;

    beforeEach(async () => {
      ({ store, other, done } = await open());
    });

    afterEach(async () => {
      await store.close();
      await done();
    });

    const entry = (seq: number, version = `1.0.${seq}`): HistoryEntry => ({
      seq, at: new Date(Date.UTC(2026, 0, seq)).toISOString(), actor: 'ci', action: 'promote', remote: 'content-blog', env: 'staging', version, from: null, reason: 'a "quoted"\nreason',
    });

    it('starts empty and returns what was appended, in order, from any seq', async () => {
      expect(await store.since(0)).toEqual([]);
      for (const seq of [1, 2, 3]) expect(await store.append(entry(seq))).toBe(true);
      expect(await store.since(0)).toEqual([entry(1), entry(2), entry(3)]);
      expect(await store.since(2)).toEqual([entry(3)]);
    });

    it('refuses a seq that is not the next one, so a writer that read before another appended re-reads', async () => {
      await store.append(entry(1));
      expect(await store.append(entry(1, 'other'))).toBe(false);
      expect(await store.append(entry(3))).toBe(false);
      expect(await store.since(0)).toEqual([entry(1)]);
    });

    it('shows one handle what another appended, and lets exactly one of two racing writers win', async () => {
      const second = other();
      try {
        await store.append(entry(1));
        expect(await second.since(0)).toEqual([entry(1)]);
        const results = await Promise.all([store.append(entry(2, 'a')), second.append(entry(2, 'b'))]);
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await store.since(1)).toEqual(await second.since(1));
      } finally {
        await second.close();
      }
    });
  });
}
