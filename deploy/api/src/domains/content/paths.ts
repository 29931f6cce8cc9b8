import { decodedAgain } from '../../infra/input-guard';

/**
 * The key under which a path is stored: no query or fragment, no slashes at either end, repeated
 * slashes collapsed, percent-decoding applied, lower case. '/' and '' are both the home key ''.
 * A path whose decoding holds what no stored path can (a NUL byte) is refused as bad input, named
 * by `where` (the request field it came in).
 */
export function normalizePath(raw: string, where: string): string {
  const path = decodedAgain(where, raw.split(/[?#]/, 1)[0] ?? '');
  return path.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '').toLowerCase();
}
