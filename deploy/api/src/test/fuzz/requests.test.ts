/** @jest-environment node */
import type { Operation } from './openapi';
import { escapedNulRequests } from './requests';

const operation = (fields: Partial<Operation>): Operation => ({ method: 'GET', path: '/api/x', pathParams: [], query: [], replyTypes: new Map(), open: false, ...fields });
const session = { cookie: 'sid=s; XSRF-TOKEN=t', token: 't', bearer: 'admin-token' };

describe('escapedNulRequests', () => {
  it('puts %00 in each text of a correct request, one at a time: a path carried in a query arrives as %2500', () => {
    const resolve = operation({ path: '/api/url/resolve', query: [{ name: 'path', required: true, schema: { type: 'string', examples: ['/delivery'] } }] });
    const requests = escapedNulRequests(resolve, session, 1);
    expect(requests.map(({ text, request }) => [text, request.method, request.url])).toEqual([['querystring/path', 'GET', '/api/url/resolve?path=%2500']]);
    expect(requests[0]!.request.headers).toMatchObject({ cookie: session.cookie, 'x-xsrf-token': 't', 'x-language': 'en-gb' });
  });

  it('covers path parameters and every string of the body, optional and nested ones included, and no number, enum or constant', () => {
    const update = operation({
      method: 'POST',
      path: '/api/admin/pages/{slug}/{id}',
      pathParams: [{ name: 'slug', required: true, schema: { type: 'string' } }, { name: 'id', required: true, schema: { type: 'integer' } }],
      body: {
        type: 'object',
        required: ['title'],
        properties: {
          title: { type: 'string' },
          kind: { type: 'string', enum: ['a', 'b'] },
          blocks: { type: 'array', minItems: 1, maxItems: 1, items: { type: 'object', properties: { text: { type: 'string' }, size: { type: 'integer' } } } },
        },
      },
    });
    const requests = escapedNulRequests(update, session, 7);
    expect(requests.map(({ text }) => text)).toEqual(['params/slug', 'body/title', 'body/blocks/0/text']);
    expect(requests[0]!.request.url).toMatch(/^\/api\/admin\/pages\/%2500\/-?\d+$/);
    expect(JSON.parse(String(requests[2]!.request.payload))).toMatchObject({ blocks: [{ text: '%00' }] });
    expect(requests.every(({ request }) => request.headers.authorization === 'Bearer admin-token' && request.headers['content-type'] === 'application/json')).toBe(true);
  });
});
