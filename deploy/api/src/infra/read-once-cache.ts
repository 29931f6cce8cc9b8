import { LruMap } from './lru-map';

/**
 * Values read once and kept, at most `capacity` of them (the one used least recently is forgotten
 * first). A value is kept from the moment it is asked for, so concurrent askers share one read;
 * a read that fails is answered once and not kept, and one deleted while it runs is answered to
 * those already waiting but not kept either.
 */
export class ReadOnceCache<V> {
  private readonly values: LruMap<string, Promise<V>>;

  constructor(capacity: number) {
    this.values = new LruMap(capacity);
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const known = this.values.get(key);
    if (known) return known;
    const reading = read();
    this.values.set(key, reading);
    reading.catch(() => { if (this.values.get(key) === reading) this.values.delete(key); });
    return reading;
  }

  delete(key: string): void {
    this.values.delete(key);
  }

  clear(): void {
    this.values.clear();
  }
}
