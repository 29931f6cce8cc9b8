/**
 * The key under which a path is stored: no query or fragment, no slashes at either end, repeated
 * slashes collapsed, percent-decoding applied, lower case. '/' and '' are both the home key ''.
 */
export function normalizePath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is kept as typed; it simply resolves to nothing.
  }
  return path.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '').toLowerCase();
}
