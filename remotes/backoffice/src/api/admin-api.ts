import ky from 'ky';
import { XSRF_COOKIE, XSRF_HEADER } from '@shop/contracts';

// The back office's client of the admin API (/api/admin/*), the one `pnpm ops` calls. Unlike the
// shop's client (@shop/api-client, spec §8: 200 and 400 only, anything else an alert), every answer
// here is the screen's to show: 401 asks to log in, 403 names the permission, 404 the missing
// record, 409 who changed it first, 503 to try again. Nothing is retried behind the caller's back.

/** An answer the admin API refused, with what the screen says of it. */
export interface AdminRefusal {
  ok: false;
  /** The HTTP status: 0 when the request never got an answer (offline, the server away). */
  status: number;
  /** The API's code: a spec code (`wrong_status`), `validation`, `unauthorized`, `forbidden`, `conflict`… */
  error: string;
  message?: string;
  /** The rest of the refusal's body (a conflict's `changed_by`, `changed_at`). */
  details: Record<string, unknown>;
}

export type AdminAnswer<T> = ({ ok: true } & T) | AdminRefusal;

/** What a request that never got an answer (it threw: offline, the server away) is to the screen. */
export const NO_ANSWER_ERROR: AdminRefusal = { ok: false, status: 0, error: 'offline', details: {} };

/** Where the admin API is: its calls go through the client below; a file it answers (an export) is a link to here. */
export const ADMIN_API = '/api/admin';

const client = ky.create({ prefixUrl: ADMIN_API, credentials: 'include', timeout: 30_000, retry: 0, throwHttpErrors: false });

/** The address of GET /api/admin/{path}, for what the browser fetches itself: a file to download (the session's cookie goes with it). */
export const adminUrl = (path: string): string => `${ADMIN_API}/${path}`;

const readCookie = (name: string): string | undefined =>
  document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);

async function answerOf<T>(request: Promise<Response>): Promise<AdminAnswer<T>> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    return { ok: false, status: 0, error: 'offline', message: (error as Error).message, details: {} };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ...(body as T), ok: true };
  const { error, message, status: _status, ...details } = body;
  return {
    ok: false,
    status: response.status,
    error: typeof error === 'string' ? error : 'internal',
    ...(typeof message === 'string' ? { message } : {}),
    details,
  };
}

/** The query part of a list's call: empty values left out. */
export function queryOf(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/{path}. */
export const adminGet = <T>(path: string): Promise<AdminAnswer<T>> => answerOf<T>(client.get(path));

/** POST /api/admin/{path} with files as multipart/form-data, each in `field` (photos), and the XSRF token. */
export function adminUpload<T>(path: string, field: string, files: readonly File[]): Promise<AdminAnswer<T>> {
  const token = readCookie(XSRF_COOKIE);
  const body = new FormData();
  for (const file of files) body.append(field, file);
  // A photo or two over a phone's connection: more time than a JSON call.
  return answerOf<T>(client.post(path, { body, timeout: 120_000, headers: token ? { [XSRF_HEADER]: decodeURIComponent(token) } : {} }));
}

/** POST /api/admin/{path} with a JSON body and the session's XSRF token (the admin API checks it as every POST's). */
export function adminPost<T>(path: string, body: unknown = {}): Promise<AdminAnswer<T>> {
  const token = readCookie(XSRF_COOKIE);
  return answerOf<T>(client.post(path, { json: body, headers: token ? { [XSRF_HEADER]: decodeURIComponent(token) } : {} }));
}
