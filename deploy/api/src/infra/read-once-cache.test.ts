import { ReadOnceCache } from './read-once-cache';

describe('ReadOnceCache', () => {
  it('reads a key once for concurrent and later askers', async () => {
    const cache = new ReadOnceCache<number>(10);
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([cache.get('a', read), cache.get('a', read)])).toEqual([1, 1]);
    expect(await cache.get('a', read)).toBe(1);
    expect(reads).toBe(1);
  });

  it('keeps no failed read, and no read deleted while it ran', async () => {
    const cache = new ReadOnceCache<string>(10);
    await expect(cache.get('a', async () => { throw new Error('down'); })).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'up')).toBe('up');

    let finish!: (value: string) => void;
    const running = cache.get('b', () => new Promise((resolve) => { finish = resolve; }));
    cache.delete('b');
    finish('old');
    expect(await running).toBe('old');
    expect(await cache.get('b', async () => 'new')).toBe('new');
  });

  it('forgets the least recently used past its capacity', async () => {
    const cache = new ReadOnceCache<string>(1);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});
