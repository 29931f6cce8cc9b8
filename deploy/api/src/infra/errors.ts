import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A §8 business error: answered as HTTP 400 `{ status: 400, error: code }`, plus `details` when an
 * error carries data the client shows (the daily login limit's `attempts`, say).
 */
export class ApiError extends Error {
  constructor(readonly code: string, message?: string, readonly details: Readonly<Record<string, string | number | boolean>> = {}) {
    super(message ?? code);
    this.name = 'ApiError';
  }
}

/**
 * A save made from a stale copy of a record: answered as HTTP 409 with who changed it last and
 * when (the admin API's versioned records: two staff, one record, the later save refused).
 */
export class ConflictError extends Error {
  constructor(message: string, readonly changedBy: string | null, readonly changedAt: string | null) {
    super(message);
    this.name = 'ConflictError';
  }
}

/**
 * Error replies for every route of the API scope: schema failures and malformed bodies are the
 * §8 400 `validation` envelope (never a 500 for bad input); unknown routes are a JSON 404.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(apiErrorReply);

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ status: 404, error: 'not_found', message: `No route ${request.method} ${request.url}` });
  });
}

/** The reply to an error under /api; the edge uses it too, for /api paths outside the API's routes. */
export function apiErrorReply(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    return reply.code(400).send({ ...error.details, status: 400, error: error.code, ...(error.message !== error.code ? { message: error.message } : {}) });
  }
  if (error instanceof ConflictError) {
    return reply.code(409).send({ status: 409, error: 'conflict', message: error.message, changed_by: error.changedBy, changed_at: error.changedAt });
  }
  const statusCode = error.statusCode ?? 500;
  if (statusCode === 429) {
    return reply.code(429).send({ status: 429, error: 'too_many_requests', message: error.message });
  }
  if (error.validation || (statusCode >= 400 && statusCode < 500)) {
    // Schema failures and what the framework rejects before the schema (malformed JSON, wrong
    // content type, oversized body) are all bad input: one 400 shape the client understands.
    return reply.code(400).send({ status: 400, error: 'validation', message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    // The cause alone: the failed query's text and stack say nothing more about a server that is away.
    request.log.warn({ cause: rootCause(error) }, 'the database is unavailable');
    return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S)).send({ status: 503, error: 'unavailable', message: 'Service temporarily unavailable, try again shortly' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ status: 500, error: 'internal', message: 'Internal server error' });
}

/** The Retry-After of a reply the database's absence made a 503 (a restart takes a few seconds), the edge's pages' too. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The error and its causes, outermost first (Drizzle wraps the driver's error as its cause). */
function* causesOf(error: unknown): Generator<Error> {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++) yield cause;
}

/** The innermost error's message: the driver's, which says what happened. */
export function rootCause(error: unknown): string {
  return [...causesOf(error)].at(-1)?.message ?? String(error);
}

/** PostgreSQL's SQLSTATE classes and codes of a server that is away: no connection, shutting down, starting up. */
const UNAVAILABLE_STATES = /^(08|57P0[1-3])/;
const UNAVAILABLE_SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a request failed because the database server was away (restarting, say) rather than
 * for a fault of ours: a 503 the client may retry, not a 500. Drizzle wraps the driver's error
 * as the cause of its own.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...causesOf(error)].some((cause) => {
    const code = (cause as { code?: unknown }).code;
    return (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_SOCKET_ERRORS.has(code))) || UNAVAILABLE_MESSAGES.test(cause.message);
  });
}

/**
 * What Fastify rejects before any route runs (a malformed %-escape in the path): the same §8 400
 * `validation` envelope, not Fastify's own body, which the client could not read. A server option,
 * so whoever creates the server (buildApi, the edge for /api paths) passes it.
 */
export function apiFrameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ status: 400, error: 'validation', message: error.message });
}

/** Statuses for what Node's HTTP parser refuses before Fastify sees a request. */
const UNPARSABLE: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * A request Node cannot parse (headers over 16 KB, broken framing): status line only, then close.
 * Fastify's default adds a JSON body, which a HEAD client then misreads as the next reply; and
 * since the method and path are unknown, no body could be right for every client.
 */
export function refuseUnparsableRequest(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = UNPARSABLE[error.code ?? ''] ?? '400 Bad Request';
  if (socket.writable) socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}
