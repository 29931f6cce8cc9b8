import type { ErrorReply } from '@shop/contracts';

/** A reply the caller handles itself: the 200 shape it asked for or a 400 with an error code. */
export type ApiReply<T> = T | ErrorReply;

/** Spec §8 notice text (Russian, as the spec gives it, whatever the interface language). */
export const ERROR_NOTICE = 'Произошла ошибка при получении данных с сервера';

/** Thrown for every reply outside the spec §8 rules, after the notice was shown. */
export class ApiError extends Error {
  constructor(
    readonly url: string,
    readonly httpStatus: number,
    readonly body: unknown,
  ) {
    super(`API ${url} failed with HTTP ${httpStatus}`);
    this.name = 'ApiError';
  }
}

const ACCEPTED = new Set([200, 400]);

function bodyStatus(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined;
}

/**
 * Spec §8: a reply is good only when both the HTTP status and the body's `status` are 200 or 400;
 * then the body goes back to the caller, who checks `status`. Anything else is logged, the visitor
 * gets the error notice, and the promise rejects.
 */
export async function readReply<T>(response: Response, url: string, notify: (message: string) => void): Promise<ApiReply<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const status = bodyStatus(body);
  if (ACCEPTED.has(response.status) && typeof status === 'number' && ACCEPTED.has(status)) {
    return body as ApiReply<T>;
  }
  console.error(`API ${url}: HTTP ${response.status}, body status ${String(status)}`, body);
  notify(ERROR_NOTICE);
  throw new ApiError(url, response.status, body);
}
