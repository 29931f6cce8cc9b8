import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

// Route schemas become functions on a route's first use, not when the app starts: Ajv and
// fast-json-stringify spend about 0.6 s on the API's 200 routes, which every start paid for all of
// them (each API and edge test file, each edge of a scaled shop) however few it went on to call.
// app.test.ts compiles every route's schemas, so a schema that cannot compile still fails a test.

type ValidatorCompiler = FastifySchemaCompiler<unknown>;
type SerializerCompiler = FastifySerializerCompiler<unknown>;
type Validate = ReturnType<ValidatorCompiler>;

// Path params and query strings are text, so Ajv coerces them to their schema types (Fastify's
// default). A JSON body already has types: a string where a number belongs, or an array where a
// string does, is a client's mistake to answer with 400, not a value to guess at.
const buildValidator = AjvCompiler();
const coercing = buildValidator({}, { customOptions: {} });
const exact = buildValidator({}, { customOptions: { coerceTypes: false } });

/** The validator of one part of a route's request, compiled now. */
export const compileValidator: ValidatorCompiler = (route) => (route.httpPart === 'body' ? exact : coercing)(route);

const buildSerializer = SerializerSelector()({}, {});
/** The serializer of one of a route's replies, compiled now: Fastify's own compiler (fast-json-stringify). */
export const compileSerializer: SerializerCompiler = (route) => buildSerializer({ ...route, httpStatus: route.httpStatus ?? 'default' });

/** What the API's routes validate with: compileValidator's function, made on the first request. */
export const validatorOnFirstUse: ValidatorCompiler = (route) => {
  let compiled: Validate | undefined;
  const validate: Validate = (data: unknown) => {
    compiled ??= compileValidator(route);
    const result = compiled(data);
    // Fastify reads a failed validation's errors from the function it was given.
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
};

/** What the API's replies are serialized with: compileSerializer's function, made on the first reply. */
export const serializerOnFirstUse: SerializerCompiler = (route) => {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compileSerializer(route))(data);
};
