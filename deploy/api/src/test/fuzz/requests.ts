import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import {
  HOSTILE_CONTENT_TYPES,
  HOSTILE_QUERIES,
  INVALID_UTF8_BODIES,
  MALFORMED_JSON,
  encodeLoosely,
  hostileCookie,
  hostileHeaderValue,
  hostileSegment,
} from './hostile';
import type { Operation, Parameter } from './openapi';
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
      .option(mostly(valueFor(parameter.schema).map(String), fc.string({ unit: 'binary', maxLength: 20 })), {
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

export const injectOptions = (request: FuzzRequest): InjectOptions => ({
  method: request.method as InjectOptions['method'],
  url: request.url,
  headers: request.headers,
  ...(request.payload === undefined ? {} : { payload: request.payload }),
});
