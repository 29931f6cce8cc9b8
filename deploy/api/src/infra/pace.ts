// Work done in steps on the event loop's thread beside shoppers' requests (with PGlite, the
// database runs there too). A turn of the event loop between two steps lets in only what is queued
// at that instant: a request made of several awaited steps (a page's data, then its render) then
// waits for a whole step at each of its own. Resting after each step as long as it took leaves the
// requests at least half of the time: the work takes twice as long, and a request waits for one
// step at most.

/** A rest for a piece of work done in steps: `await rest()` waits `factor` times as long as the work since the last rest took (at least `minMs`). */
export function pacer({ factor = 1, minMs = 0 }: { factor?: number; minMs?: number } = {}): () => Promise<void> {
  let since = performance.now();
  return async () => {
    const took = performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, Math.max(minMs, factor * took)));
    since = performance.now();
  };
}
