import type { RemoteName } from '@shop/contracts';

/**
 * Which remote a path (without its language prefix) renders, for preload hints only: a wrong or
 * missing answer costs a wasted or a missed preload, never a broken page. Mirrors the fixed
 * routes of the shell's table; catch-all paths need the API to resolve, so they get no hint.
 */
const ROUTES: { pattern: RegExp; remote: RemoteName }[] = [
  { pattern: /^\/blog(\/|$)/, remote: 'content-blog' },
  { pattern: /^\/page\//, remote: 'content-blog' },
  { pattern: /^\/404\/?$/, remote: 'content-blog' },
];

export function remoteForPath(path: string): RemoteName | undefined {
  return ROUTES.find((route) => route.pattern.test(path))?.remote;
}
