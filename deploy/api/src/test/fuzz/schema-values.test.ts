/** @jest-environment node */
import { BlogPostsParams, ProductImageParams, ResolveQuery, SubscribeRequest, WishlistGetRequest } from '@shop/contracts';
import { Value } from '@sinclair/typebox/value';
import fc from 'fast-check';
import type { JsonSchema } from './openapi';
import { RawJson, jsonText, valueFor } from './schema-values';

describe('valueFor', () => {
  it.each([
    ['BlogPostsParams', BlogPostsParams],
    ['ProductImageParams', ProductImageParams],
    ['ResolveQuery', ResolveQuery],
    ['SubscribeRequest', SubscribeRequest],
    ['WishlistGetRequest', WishlistGetRequest],
  ])('generates only values that fit %s', (_name, schema) => {
    fc.assert(fc.property(valueFor(schema as JsonSchema), (value) => Value.Check(schema, value)), { numRuns: 200 });
  });

  it('offers the contract\'s examples', () => {
    const samples = fc.sample(valueFor({ type: 'string', examples: ['wool-coat-care'] }), { numRuns: 100, seed: 1 });
    expect(samples).toContain('wool-coat-care');
  });
});

describe('jsonText', () => {
  it('writes raw numbers and own __proto__ keys that JSON.stringify cannot', () => {
    const body = Object.fromEntries([['__proto__', { polluted: 1 }], ['n', new RawJson('1e309')], ['s', '\uD800']]);
    expect(jsonText(body)).toBe('{"__proto__":{"polluted":1},"n":1e309,"s":"\\ud800"}');
    expect(jsonText([null, true, 'x', { a: [] }])).toBe('[null,true,"x",{"a":[]}]');
  });
});
