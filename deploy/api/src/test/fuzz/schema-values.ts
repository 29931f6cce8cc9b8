import fc from 'fast-check';
import { HOSTILE_NUMBER_TEXTS, hostileText } from './hostile';
import type { JsonSchema } from './openapi';

/**
 * JSON text written as is into a body: numbers JSON.stringify cannot write (`1e309`, `-0`,
 * `9007199254740993`) and keys it would drop (`__proto__`).
 */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

/** JSON.stringify that writes RawJson as is and keeps own `__proto__` keys. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** Values that fit the schema: what a correct client sends, reaching the route's real work. */
export function valueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const generated = generatedValueFor(schema);
  // Examples in the contract (a real slug, a real email) lead the generator past "not found".
  const examples = schema.examples ?? (schema.example === undefined ? [] : [schema.example]);
  return examples.length ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
}

function generatedValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(valueFor));
  switch (typeOf(schema)) {
    case 'string': {
      const { minLength = 0, maxLength = 60, pattern } = schema;
      if (pattern) return fc.stringMatching(new RegExp(pattern)).filter((text) => text.length >= minLength && text.length <= maxLength);
      return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 60) }).filter((text) => text.length <= maxLength);
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -(2 ** 31), max: schema.maximum ?? 2 ** 31 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items ?? {}), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property)]));
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A key no schema expects: prototype keys, hostile text, or just unknown. */
const strayKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'extra'), hostileText);

/** Values of the wrong type, out of range, or hostile inside the right type. */
function wrongScalar(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, '', [], {}, 2 ** 31, -(2 ** 31) - 1),
    hostileText,
    fc.constantFrom(...HOSTILE_NUMBER_TEXTS.filter((text) => /^-?[0-9.e]+$/.test(text))).map((text) => new RawJson(text)),
    fc.constantFrom(...HOSTILE_NUMBER_TEXTS),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** Values that break the schema: wrong types, missing and extra keys, hostile text and numbers. */
export function wrongValueFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (typeOf(schema) !== 'object' || !schema.properties) return wrongScalar();
  const entries = Object.entries(schema.properties);
  const property = ([name, property]: [string, JsonSchema]) =>
    fc.option(fc.oneof(valueFor(property), wrongValueFor(property)), { nil: undefined }).map((value) => [name, value] as const);
  return fc
    .tuple(fc.tuple(...entries.map(property)), fc.array(fc.tuple(strayKey, wrongScalar()), { maxLength: 3 }))
    .map(([known, stray]) =>
      // fromEntries defines `__proto__` as an own key rather than setting the prototype.
      Object.fromEntries([...known.filter(([, value]) => value !== undefined), ...stray]),
    );
}
