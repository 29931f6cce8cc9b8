import type { Operation } from './openapi';

export type { Operation };

/** What the checks read of a reply: Fastify's inject gives it, and so does a real HTTP client. */
export interface Reply { statusCode: number; headers: Record<string, unknown>; body: string }

/**
 * Statuses the API answers on purpose outside the §8 200/400 envelope: no admin credentials, XSRF
 * or role, not found, a save from a stale copy of an admin record (its `version`), too large, rate limited.
 */
export const DELIBERATE_FAILURES = new Set([401, 403, 404, 409, 413, 429]);

// A line of a V8 stack trace, raw or escaped inside a JSON string.
const STACK_FRAME = /(\n|\\n)\s*at .+:\d+:\d+/;

/** Whether a body shows a stack trace, which tells an attacker the code's layout. */
export const hasStackTrace = (body: string): boolean => STACK_FRAME.test(body);

/**
 * What is wrong with a reply, or undefined: no 5xx, no stack trace, within the time bound, and a
 * JSON body in the spec §8 envelope (`status` equal to the HTTP status, an `error` code unless
 * 200), or the non-JSON content type the operation declares for its 200, or an empty 304.
 */
export function replyProblem(operation: Operation, response: Reply, elapsedMs: number, boundMs: number): string | undefined {
  const code = response.statusCode;
  if (code >= 500) return `HTTP ${code}: ${response.body.slice(0, 300)}`;
  if (elapsedMs > boundMs) return `answered in ${Math.round(elapsedMs)} ms, over the ${boundMs} ms bound`;
  if (hasStackTrace(response.body)) return 'a stack trace in the body';
  // A public GET whose ETag the request's If-None-Match named (`*` names any): no body at all.
  if (code === 304) return response.body === '' ? undefined : 'HTTP 304 with a body';
  if (code !== 200 && code !== 400 && !DELIBERATE_FAILURES.has(code)) return `HTTP ${code}, which the API never answers on purpose`;

  const contentType = String(response.headers['content-type'] ?? '');
  const declared = operation.replyTypes.get(code) ?? 'application/json';
  if (code === 200 && !declared.includes('json')) {
    return contentType.startsWith(declared) ? undefined : `200 with content type "${contentType}", declared "${declared}"`;
  }
  if (!contentType.startsWith('application/json')) return `HTTP ${code} with content type "${contentType}", not JSON`;
  let body: { status?: unknown; error?: unknown };
  try {
    body = JSON.parse(response.body) as typeof body;
  } catch {
    return `HTTP ${code} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (body.status !== code) return `HTTP ${code} with body status ${JSON.stringify(body.status)}`;
  if (code !== 200 && (typeof body.error !== 'string' || body.error === '')) return `HTTP ${code} without an error code`;
  return undefined;
}

/** Keys a `__proto__` or `constructor.prototype` payload would have added to every object. */
export function prototypePollution(): string | undefined {
  const added = Object.keys(Object.prototype);
  return added.length ? `Object.prototype gained ${added.join(', ')}` : undefined;
}
