import ky, { type KyInstance } from 'ky';
import { CURRENCY_HEADER, LANGUAGE_HEADER, SESSION_PATH, XSRF_COOKIE, XSRF_HEADER } from '@shop/contracts';
import { readCookie } from './cookies';
import { oncePerBurst, readReply, ApiError, type ApiReply } from './status-rules';

export interface ApiClientOptions {
  /** Current interface language for the x-language header; the shell passes @shop/i18n's getLanguage. */
  getLanguage?: () => string;
  /** The visitor's currency for the x-currency header (prices come in it); the shell passes @shop/i18n's getCurrency. */
  getCurrency?: () => string | undefined;
  /** Shows the spec §8 error notice; window.alert unless the shell gives a nicer one. */
  notify?: (message: string) => void;
  /** Base of every path; '/api' on the page, an absolute URL where there is no page (tests, Node). */
  prefixUrl?: string;
  fetch?: typeof fetch;
}

const defaultNotify = (message: string) => {
  if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
};

let options: ApiClientOptions = {};
let client: KyInstance = build();
// One notice per burst of failures, whichever notify the shell gave (read when a failure comes).
const notice = oncePerBurst((message) => (options.notify ?? defaultNotify)(message));

function build(): KyInstance {
  return ky.create({
    prefixUrl: options.prefixUrl ?? '/api',
    credentials: 'include',
    // Spec §9: timeout 0, i.e. none.
    timeout: false,
    // Status handling is ours (spec §8): 400 is a normal reply, and nothing is retried behind the caller's back.
    throwHttpErrors: false,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const language = options.getLanguage?.();
          if (language) request.headers.set(LANGUAGE_HEADER, language);
          const currency = options.getCurrency?.();
          if (currency) request.headers.set(CURRENCY_HEADER, currency);
          // Spec §9: the XSRF-TOKEN cookie goes back in X-XSRF-TOKEN on every POST.
          if (request.method === 'POST') {
            const token = xsrfToken();
            if (token) request.headers.set(XSRF_HEADER, token);
          }
        },
      ],
    },
  });
}

/** The shell calls this once at boot; later calls change only the options they name. */
export function configureApiClient(next: ApiClientOptions): void {
  options = { ...options, ...next };
  client = build();
}

function xsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(XSRF_COOKIE, document.cookie);
}

let sessionStart: Promise<unknown> | undefined;

/**
 * GET /api/session, which sets the sid and XSRF-TOKEN cookies: public GETs set none (so a CDN may
 * cache them), and a POST needs both. Callers that ask while it is under way share the one request.
 */
function startSession(): Promise<unknown> {
  // The body is read to its end: a browser counts a reply whose body nobody reads as still loading.
  sessionStart ??= client.get(SESSION_PATH).then((response) => response.arrayBuffer()).finally(() => {
    sessionStart = undefined;
  });
  return sessionStart;
}

/** A POST the server refused for its session or token (expired, rotated, or cookies cleared meanwhile). */
async function isXsrfRefusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body: unknown = await response.clone().json().catch(() => undefined);
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === 'xsrf';
}

/**
 * A POST with the session it needs: started first when the page has no XSRF token yet, and once
 * more, with one retry, when the server refuses the one it has.
 */
async function post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response> {
  // Spec §7: a POST body defaults to empty ({} so the server's JSON parser accepts it).
  const once = () => client.post(path, { json: body ?? {}, ...(headers ? { headers } : {}) });
  if (typeof document !== 'undefined' && !xsrfToken()) await startSession();
  const response = await once();
  if (!(await isXsrfRefusal(response))) return response;
  // Done with the refusal (its copy was read): the retry's reply is the one the caller gets.
  await response.body?.cancel();
  await startSession();
  return once();
}

async function send<T>(method: 'get' | 'post', path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiReply<T>> {
  const url = `${options.prefixUrl ?? '/api'}/${path}`;
  let response: Response;
  try {
    response = method === 'get' ? await client.get(path) : await post(path, body, headers);
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    console.error(`API ${url} request failed: ${err.message}`, err.stack);
    throw error;
  }
  return readReply<T>(response, url, notice);
}

/** GET /api/{path}. Resolves with the 200 or 400 body; rejects (after the notice) otherwise. */
export function apiGet<T>(path: string): Promise<ApiReply<T>> {
  return send<T>('get', stripSlash(path));
}

/** What a POST may add to its request: headers of its own (an order's Idempotency-Key). */
export interface PostOptions {
  headers?: Record<string, string>;
}

/**
 * POST /api/{path} with a JSON body, the XSRF header and the language header. The first POST of a
 * visit starts the session (GET /api/session) before it goes.
 */
export function apiPost<T>(path: string, body?: unknown, { headers }: PostOptions = {}): Promise<ApiReply<T>> {
  return send<T>('post', stripSlash(path), body, headers);
}

// ky's prefixUrl wants paths without a leading slash.
function stripSlash(path: string): string {
  return path.replace(/^\/+/, '');
}

export { ApiError };
