import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * Input that a JSON schema lets through but the database or arithmetic cannot take, checked once
 * for every route of the API before its schema runs, so no route can forget:
 * - text with a NUL byte (PostgreSQL refuses it in text and jsonb: a 500) or with invalid
 *   Unicode, i.e. lone surrogates (the driver would silently store U+FFFD instead);
 * - numeric path and query parameters that are not plain decimal numbers: Ajv's coercion reads
 *   `1e309` as Infinity (and lets it past `maximum`), ` 5` and `0x10` as numbers, `-0` as 0;
 * - numbers in a JSON body that are not finite;
 * - integers anywhere beyond the database's `integer` (±2^31): a schema without a `maximum` would
 *   let `{"product_id": 2147483648}` reach PostgreSQL, which answers "out of range" with a 500.
 * Every failure is the §8 400 `validation` envelope.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request);
    if (problem) throw new ApiError('validation', problem);
  });
}

type JsonSchema = { type?: unknown; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };

function inputProblem(request: FastifyRequest): string | undefined {
  const schema = request.routeOptions.schema as { params?: JsonSchema; querystring?: JsonSchema } | undefined;
  return (
    numericParamProblem('params', request.params, schema?.params) ??
    numericParamProblem('querystring', request.query, schema?.querystring) ??
    unsafeValueIn('params', request.params) ??
    unsafeValueIn('querystring', request.query) ??
    unsafeValueIn('body', request.body)
  );
}

const INTEGER = /^-?(0|[1-9][0-9]*)$/;
/** PostgreSQL's `integer`, the type of every id and count of the schema. */
const INTEGER_MIN = -(2 ** 31);
const INTEGER_MAX = 2 ** 31 - 1;
const fitsInteger = (value: number): boolean => value >= INTEGER_MIN && value <= INTEGER_MAX;

/** A number written plainly as an integer ("12", "-3"; not "1e1", " 5", "-0"), or undefined. */
export function plainInteger(text: string): number | undefined {
  return INTEGER.test(text) && text !== '-0' && fitsInteger(Number(text)) ? Number(text) : undefined;
}
const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** integer or number when the schema (or, for a union, every member of it) is one, else undefined. */
function numericType(schema: JsonSchema): 'integer' | 'number' | undefined {
  if (schema.type === 'integer' || schema.type === 'number') return schema.type;
  const members = schema.anyOf?.map(numericType);
  if (!members?.length || members.includes(undefined)) return undefined;
  return members.includes('number') ? 'number' : 'integer';
}

/** Each parameter the schema types as integer or number must be written as one, plainly. */
function numericParamProblem(where: string, values: unknown, schema: JsonSchema | undefined): string | undefined {
  if (!schema?.properties || !values || typeof values !== 'object') return undefined;
  for (const [name, property] of Object.entries(schema.properties)) {
    const raw = (values as Record<string, unknown>)[name];
    const type = numericType(property);
    if (raw === undefined || !type) continue;
    for (const text of Array.isArray(raw) ? raw : [raw]) {
      const exact = type === 'integer' ? plainInteger(String(text)) !== undefined : DECIMAL.test(String(text)) && text !== '-0' && Number.isFinite(Number(text));
      if (typeof text !== 'string' || !exact) return `${where}/${name} must be a plain ${type === 'integer' ? 'integer' : 'decimal number'}`;
    }
  }
  return undefined;
}

/**
 * The first string (value or key) with a NUL byte or invalid Unicode, or number that is not
 * exact, anywhere in a parsed input. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function unsafeValueIn(where: string, input: unknown): string | undefined {
  const stack: { path: string; value: unknown }[] = [{ path: where, value: input }];
  while (stack.length > 0) {
    const { path, value } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return `${path} contains a NUL byte or invalid Unicode`;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || (Number.isInteger(value) && !fitsInteger(value))) {
        return `${path} must be a finite number, and an integer within ±2^31`;
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!isSafeText(key)) return `${path} has a key with a NUL byte or invalid Unicode`;
        stack.push({ path: `${path}/${key}`, value: item });
      }
    }
  }
  return undefined;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL stores exactly as given: well-formed UTF-16 (no lone surrogates), no NUL. */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Request text a route decodes once more: a URL path carried in a query or a body, still
 * percent-escaped as a browser writes a path. The guard checked it escaped, where `%2500` is the
 * harmless `%00`; decoded, it is a NUL byte, so what the decoding makes is checked here the same
 * way (a 400 `validation` naming `where`). A malformed escape is no path at all: kept as typed.
 */
export function decodedAgain(where: string, text: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    return text;
  }
  if (!isSafeText(decoded)) throw new ApiError('validation', `${where} contains a NUL byte or invalid Unicode once decoded`);
  return decoded;
}
