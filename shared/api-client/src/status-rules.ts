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

/** Too many requests: the forms that can meet it say so in place ("too many tries"), so no notice. */
const EXPLAINED_IN_PLACE = new Set([429]);

/** Failures closer together than this are one burst (one outage, one page's calls), which gets one notice. */
export const NOTICE_BURST_MS = 5_000;

/**
 * Spec §8's notice once per burst: a failure within NOTICE_BURST_MS of the one before says nothing
 * new, so a page whose five calls fail shows one alert, not five; a failure after a quiet spell
 * shows it again.
 */
export function oncePerBurst(notify: (message: string) => void, now: () => number = () => Date.now()): (message: string) => void {
  let lastFailure = Number.NEGATIVE_INFINITY;
  return (message) => {
    const at = now();
    if (at - lastFailure > NOTICE_BURST_MS) notify(message);
    lastFailure = at;
  };
}

function bodyStatus(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined;
}

/**
 * Spec §8: a reply is good only when both the HTTP status and the body's `status` are 200 or 400;
 * then the body goes back to the caller, who checks `status`. Anything else is logged, the visitor
 * gets the error notice (but for a 429, which the caller explains), and the promise rejects.
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
  if (!EXPLAINED_IN_PLACE.has(response.status)) notify(ERROR_NOTICE);
  throw new ApiError(url, response.status, body);
}
