import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  ESCAPED_NUL,
  HOSTILE_CONTENT_TYPES,
  HOSTILE_QUERIES,
  INVALID_UTF8_BODIES,
  MALFORMED_JSON,
  encodeLoosely,
  hostileCookie,
  hostileHeaderValue,
  hostileSegment,
  hostileText,
} from './hostile';
import type { JsonSchema, Operation, Parameter } from './openapi';
import { jsonText, valueFor, wrongValueFor } from './schema-values';

/** A browser's session: the cookies it sends and the XSRF token its page echoes; `bearer`, an admin API token for /api/admin. */
export interface Session { cookie: string; token: string; bearer?: string }

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Mostly what a correct client sends (so the route does its real work), sometimes hostile. */
const mostly = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: hostile });

const LANGUAGES = ['ru-ru', 'en-gb', 'ka-ge'];

function pathFor(operation: Operation): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((parameter) =>
    mostly(valueFor(parameter.schema).map((value) => encodeLoosely(String(value))), hostileSegment),
  );
  return fc.tuple(...segments).map((values) =>
    operation.pathParams.reduce((path, parameter, i) => path.replace(`{${parameter.name}}`, values[i]!), operation.path),
  );
}

function queryFor(parameters: Parameter[]): fc.Arbitrary<string> {
  const pair = (parameter: Parameter) =>
    fc
      .option(mostly(valueFor(parameter.schema).map(String), fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), hostileText)), {
        nil: undefined,
        freq: parameter.required ? 20 : 2,
      })
      .map((value) => (value === undefined ? undefined : `${encodeLoosely(parameter.name)}=${encodeLoosely(value)}`));
  const valid = fc.tuple(...parameters.map(pair)).map((pairs) => pairs.filter(Boolean).join('&'));
  return mostly(valid, fc.constantFrom(...HOSTILE_QUERIES)).map((query) => (query ? `?${query}` : ''));
}

/** The body: valid JSON of the schema, JSON that breaks it, or no JSON at all. */
function bodyFor(operation: Operation): fc.Arbitrary<string | Buffer | undefined> {
  const schema = operation.body ?? { type: 'object' };
  return fc.oneof(
    { weight: 4, arbitrary: valueFor(schema).map(jsonText) },
    { weight: 2, arbitrary: wrongValueFor(schema).map(jsonText) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
    { weight: 1, arbitrary: fc.constantFrom<Buffer | undefined>(...INVALID_UTF8_BODIES, undefined) },
  );
}

/** The admin API's credentials: mostly the token, sometimes a hostile or no Authorization header. */
function authorizationFor(operation: Operation, session: Session): fc.Arbitrary<Record<string, string>> {
  if (!operation.path.startsWith('/api/admin/') || !session.bearer) return fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({ authorization: `Bearer ${session.bearer}` }) },
    { weight: 1, arbitrary: hostileHeaderValue.map((value) => ({ authorization: value })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function headersFor(session: Session, withBody: boolean, authorization: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<Record<string, string>> {
  return fc
    .record({
      authorization,
      language: mostly(fc.constantFrom(...LANGUAGES), hostileHeaderValue),
      cookie: fc.oneof({ weight: 6, arbitrary: fc.constant(session.cookie) }, { weight: 1, arbitrary: hostileCookie }),
      contentType: mostly(fc.constant('application/json'), fc.constantFrom(...HOSTILE_CONTENT_TYPES)),
      extra: fc.dictionary(fc.constantFrom('accept', 'accept-encoding', 'accept-language', 'if-none-match', 'range', 'x-forwarded-for', 'user-agent'), hostileHeaderValue, { maxKeys: 2 }),
    })
    .map(({ authorization, language, cookie, contentType, extra }) => ({
      ...extra,
      ...authorization,
      'x-language': language,
      cookie,
      'x-xsrf-token': session.token,
      ...(withBody ? { 'content-type': contentType } : {}),
    }));
}

/** Requests for one operation, with the session's XSRF token (the fuzz suite strips it to test XSRF). */
export function requestsFor(operation: Operation, session: Session): fc.Arbitrary<FuzzRequest> {
  const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  return fc
    .record({
      path: pathFor(operation),
      query: queryFor(operation.query),
      headers: headersFor(session, hasBody, authorizationFor(operation, session)),
      payload: hasBody ? bodyFor(operation) : fc.constant(undefined),
    })
    .map(({ path, query, headers, payload }) => ({ method: operation.method, url: path + query, headers, payload }));
}

/** A request whose one text was replaced: which text, and the request. */
export interface ReplacedText { text: string; request: FuzzRequest }

const isText = (schema: JsonSchema): boolean => (Array.isArray(schema.type) ? schema.type.includes('string') : schema.type === 'string') && !schema.enum && schema.const === undefined;

/** The schema with every property of every object required: a body that carries every text it may. */
function everyProperty(schema: JsonSchema): JsonSchema {
  return {
    ...schema,
    ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, everyProperty(property)])), required: Object.keys(schema.properties) } : {}),
    ...(schema.items ? { items: everyProperty(schema.items) } : {}),
  };
}

/** Where a body holds free text (not one of an enum's words): the keys leading to each such string in it. */
function textsIn(value: unknown, schema: JsonSchema | undefined, at: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return schema?.enum || schema?.const !== undefined ? [] : [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, schema?.items, [...at, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsIn(item, schema?.properties?.[key], [...at, key]));
  return [];
}

/** `value` with the string at `at` replaced by `text`. */
function replacedAt(value: unknown, at: Array<string | number>, text: string): unknown {
  if (at.length === 0) return text;
  const [key, ...rest] = at;
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? replacedAt(item, rest, text) : item));
  return { ...(value as Record<string, unknown>), [key!]: replacedAt((value as Record<string, unknown>)[key!], rest, text) };
}

/**
 * One correct request of the operation (every optional field there), then that request once per
 * text it carries, the text replaced by ESCAPED_NUL: its path parameters, its query parameters and
 * every string of its body. A route that decodes a text again (a URL path inside a query) finds a
 * NUL byte there, which must not reach the database. Deterministic for a seed.
 */
export function escapedNulRequests(operation: Operation, session: Session, seed: number): ReplacedText[] {
  const one = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;
  const path = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, String(one(valueFor(parameter.schema)))]));
  const query = Object.fromEntries(operation.query.map((parameter) => [parameter.name, String(one(valueFor(parameter.schema)))]));
  const body = operation.body && one(valueFor(everyProperty(operation.body)));
  const headers = {
    'x-language': 'en-gb', cookie: session.cookie, 'x-xsrf-token': session.token,
    ...(operation.path.startsWith('/api/admin/') && session.bearer ? { authorization: `Bearer ${session.bearer}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const request = (pathValues: Record<string, string>, queryValues: Record<string, string>, payload: unknown): FuzzRequest => {
    const url = operation.pathParams.reduce((template, { name }) => template.replace(`{${name}}`, encodeLoosely(pathValues[name]!)), operation.path);
    const search = Object.entries(queryValues).map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(value)}`).join('&');
    return { method: operation.method, url: search ? `${url}?${search}` : url, headers, ...(payload === undefined ? {} : { payload: jsonText(payload) }) };
  };
  return [
    ...operation.pathParams.filter((parameter) => isText(parameter.schema)).map(({ name }) => ({ text: `params/${name}`, request: request({ ...path, [name]: ESCAPED_NUL }, query, body) })),
    ...operation.query.filter((parameter) => isText(parameter.schema)).map(({ name }) => ({ text: `querystring/${name}`, request: request(path, { ...query, [name]: ESCAPED_NUL }, body) })),
    ...textsIn(body, operation.body).map((at) => ({ text: ['body', ...at].join('/'), request: request(path, query, replacedAt(body, at, ESCAPED_NUL)) })),
  ];
}

export const injectOptions = (request: FuzzRequest): InjectOptions => ({
  method: request.method as InjectOptions['method'],
  url: request.url,
  headers: request.headers,
  ...(request.payload === undefined ? {} : { payload: request.payload }),
});
