import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_RULES } from '@shop/api';
import { REMOTES, type Registry, type RemoteName } from '@shop/contracts';
import { cookieValue } from './cookies';
import { contentSecurityPolicy } from './security-headers';
import { REMOTES_PREFIX, SHELL_PREFIX } from './static-files';
import { isApiPath } from './validators';

// Outside production a developer loads one remote from their own dev server into the running shop:
// `?remote-override=catalog@http://localhost:3001/mf-manifest.json` on any page sets a cookie and
// redirects to the same page without the parameter; `?remote-override=off` clears it. For that
// browser only, the registry map (inlined into pages and /remotes.json) points the remote at that
// URL and the CSP allows its origin. The edge registers none of this in production.

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_COOKIE = 'shop-remote-override';
/** Response header naming the override a page was built with, or why a requested one was ignored. */
export const OVERRIDE_HEADER = 'x-remote-override';
const CLEAR_VALUES = new Set(['', 'off', 'clear']);
const MAX_URL_LENGTH = 300;
/**
 * A dev server on this machine only: the override runs its code as the shop's own, so a link to
 * some other host would be a way to run anyone's script on a test shop. Paths are plain (no
 * query, no characters a cookie or CSP would need escaped) and name a manifest or a remote entry.
 */
const LOOPBACK_HOSTS = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;
const PLAIN_PATH = /^\/[A-Za-z0-9._~/-]*\.(json|js)$/;

export interface RemoteOverride {
  remote: RemoteName;
  /** The manifest (or remoteEntry.js) URL, normalised. */
  url: string;
  /** Its origin, added to the CSP. */
  origin: string;
}

const isRemoteName = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);

/**
 * `catalog@http://localhost:3001/mf-manifest.json` → the override, or why it cannot be one (a fixed
 * text, never the value itself: it goes into a response header).
 */
export function parseRemoteOverride(value: string): RemoteOverride | { refused: string } {
  const at = value.indexOf('@');
  const remote = at === -1 ? value : value.slice(0, at);
  if (!isRemoteName(remote)) return { refused: `write it as <remote>@<url>, the remote one of ${REMOTES.join(', ')}` };
  const raw = value.slice(at + 1);
  if (raw.length > MAX_URL_LENGTH) return { refused: `the URL is longer than ${MAX_URL_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: 'the URL cannot be parsed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { refused: 'the URL must be http(s)' };
  if (!LOOPBACK_HOSTS.test(url.hostname)) return { refused: 'the URL must be on this machine (localhost, 127.0.0.1 or [::1])' };
  if (url.username || url.password || url.search || url.hash || !PLAIN_PATH.test(url.pathname)) {
    return { refused: 'the URL must name a mf-manifest.json or remoteEntry.js with a plain path, without query, fragment or credentials' };
  }
  return { remote, url: url.href, origin: url.origin };
}

// The override each request was made with: read by the handlers through withRemoteOverride.
const overrides = new WeakMap<FastifyRequest, RemoteOverride>();

/** The registry this request's page and /remotes.json show: the live one, with the browser's override if any. */
export function withRemoteOverride(request: FastifyRequest, registry: Registry): Registry {
  const override = overrides.get(request);
  return override ? { ...registry, [override.remote]: override.url } : registry;
}

const isAsset = (path: string): boolean => path.startsWith(SHELL_PREFIX) || path.startsWith(REMOTES_PREFIX) || isApiPath(path);

/** The same URL without the parameter; always a path on this site (a `//host` start is collapsed). */
function withoutParam(path: string, query: URLSearchParams): string {
  query.delete(OVERRIDE_PARAM);
  const rest = query.toString();
  return `${path.replace(/^\/+/, '/')}${rest ? `?${rest}` : ''}`;
}

function answerParam(request: FastifyRequest, reply: FastifyReply, path: string, query: URLSearchParams, value: string) {
  const cookie = `${OVERRIDE_COOKIE}=%s; Path=/; HttpOnly; SameSite=Lax`;
  if (CLEAR_VALUES.has(value.trim())) {
    reply.header('set-cookie', `${cookie.replace('%s', '')}; Max-Age=0`).header(OVERRIDE_HEADER, 'cleared');
  } else {
    const parsed = parseRemoteOverride(value.trim());
    if ('refused' in parsed) {
      request.log.warn({ value: value.slice(0, 400) }, `${OVERRIDE_PARAM} ignored: ${parsed.refused}`);
      reply.header(OVERRIDE_HEADER, `ignored: ${parsed.refused}`);
    } else {
      // A session cookie: a forgotten override ends with the browser.
      reply.header('set-cookie', cookie.replace('%s', `${parsed.remote}@${parsed.url}`)).header(OVERRIDE_HEADER, `${parsed.remote}@${parsed.url}`);
    }
  }
  return reply.code(302).header('cache-control', CACHE_RULES.personal).header('location', withoutParam(path, query)).send();
}

/**
 * Honours the override parameter and cookie on pages and /remotes.json (never on files or the API).
 * Register after the hook that sets the security headers (this one replaces the CSP) and before
 * the validators (a reply built with an override is this browser's own: private, never stored).
 */
export function registerRemoteOverride(app: FastifyInstance, { devOrigins = [] }: { devOrigins?: string[] } = {}): void {
  app.addHook('onRequest', async (request, reply) => {
    const [path = '/', search = ''] = request.url.split('?', 2);
    if (isAsset(path) || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const query = new URLSearchParams(search);
    const param = query.get(OVERRIDE_PARAM);
    if (param !== null) return answerParam(request, reply, path, query, param);

    const value = cookieValue(request.headers.cookie, OVERRIDE_COOKIE);
    if (!value) return;
    const parsed = parseRemoteOverride(value);
    if ('refused' in parsed) {
      request.log.warn(`the ${OVERRIDE_COOKIE} cookie is ignored: ${parsed.refused}`);
      return;
    }
    overrides.set(request, parsed);
    // A dev server sends a development build, whose modules run through eval (webpack's eval source maps).
    const csp = contentSecurityPolicy([...devOrigins, parsed.origin], { evalScripts: true });
    reply.header('content-security-policy', csp).header(OVERRIDE_HEADER, `${parsed.remote}@${parsed.url}`);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (overrides.has(request)) reply.header('cache-control', CACHE_RULES.personal);
    return payload;
  });
}
