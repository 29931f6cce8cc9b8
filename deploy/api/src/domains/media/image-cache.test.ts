/** @jest-environment node */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedImage } from './image-cache';

let dir: string;
beforeEach(async () => { dir = await mkdtemp(join(tmpdir(), 'image-cache-')); });
afterEach(async () => { await rm(dir, { recursive: true, force: true }); });

/** A render that counts how many run at once and finishes when released. */
function renders() {
  let running = 0;
  let most = 0;
  let calls = 0;
  const release: Array<() => void> = [];
  const render = (bytes: string) => async () => {
    calls += 1;
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((resolve) => release.push(resolve));
    running -= 1;
    return Buffer.from(bytes);
  };
  /** Lets the renders finish, a few at a time as they start, until `work` is done. */
  const settle = async <T>(work: Promise<T>): Promise<T> => {
    let done = false;
    void work.finally(() => { done = true; });
    while (!done) {
      release.splice(0).forEach((go) => go());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return work;
  };
  return { render, settle, stats: () => ({ calls, most }) };
}

describe('cachedImage', () => {
  it('renders once for concurrent first requests of one file, then serves it from disk', async () => {
    const r = renders();
    const first = await r.settle(Promise.all(Array.from({ length: 5 }, () => cachedImage(dir, 'product', '1-400.webp', r.render('one')))));
    expect(first.map(String)).toEqual(Array(5).fill('one'));
    expect(r.stats().calls).toBe(1);
    expect(String(await cachedImage(dir, 'product', '1-400.webp', r.render('again')))).toBe('one');
    expect(r.stats().calls).toBe(1);
  });

  it('renders at most two images at once', async () => {
    const r = renders();
    const all = await r.settle(Promise.all(Array.from({ length: 6 }, (_, i) => cachedImage(dir, 'product', `${i}-400.webp`, r.render(`n${i}`)))));
    expect(all.map(String)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5']);
    expect(r.stats()).toEqual({ calls: 6, most: 2 });
  });

  it('writes nothing for an image that does not exist', async () => {
    expect(await cachedImage(dir, 'product', '9-400.webp', async () => undefined)).toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
  });
});
