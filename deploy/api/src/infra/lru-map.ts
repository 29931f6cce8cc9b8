/** A map of at most `capacity` entries: past it, the one used least recently is forgotten. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) this.touch(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.touch(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Deleted and set again: a Map's insertion order is then the order of last use. */
  private touch(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
  }
}
