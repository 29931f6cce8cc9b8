/** Long-lived and never revalidated: the file's name changes whenever its bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored but revalidated on every use (ETag / Last-Modified make that a cheap 304). */
export const REVALIDATE = 'no-cache';
/**
 * A page's HTML. It inlines the live registry and settings, so a browser revalidates it on every
 * load (max-age=0: a 304 while nothing changed, and a promote shows on the next load), while a
 * shared cache (a CDN in front of the edge) may answer for a minute, and for ten more with its
 * stale copy while it fetches the new one. It never sets a cookie, so one copy serves everyone.
 */
export const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * A page or /remotes.json while a canary runs: it depends on the visitor's cookie, so only the
 * visitor's browser may keep it (revalidated), never a shared cache; it is sent with Vary: Cookie.
 */
export const PER_VISITOR = 'private, no-cache';

// webpack's [contenthash] as the mf-config names chunks: `name.<hex>.js`, `123.<hex>.css`.
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/**
 * Cache rule for a built file, shell or remote alike. Only content-hashed names are immutable.
 * Entry files keep stable names (main.js, remoteEntry.js, mf-manifest.json, index.html) and
 * are revalidated: they are the pointers to the hashed files, so they must never be stale.
 * A remote's versioned folder never changes either (its name ends in the build id of its
 * content), so its entry files could be immutable too; revalidating them costs one 304 each and
 * keeps one rule for every build the edge serves, the shell's included.
 */
export function cacheControlFor(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}
