/** @jest-environment node */
import { operationsOf, type OpenApiDocument } from './openapi';

describe('operationsOf', () => {
  const document: OpenApiDocument = {
    paths: {
      '/api/blog/posts/{page}': {
        get: {
          // @fastify/swagger lists a route schema's every path parameter, even one not in this path.
          parameters: [
            { name: 'page', in: 'path', required: true, schema: { type: 'integer' }, examples: { one: { value: 1 } } },
            { name: 'limit', in: 'path', required: true, schema: { type: 'integer' } },
          ],
          responses: { 200: { content: { 'application/json': {} } } },
        },
      },
      '/api/media/{file}': {
        get: { parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }], responses: { 200: { content: { 'image/webp': {} } }, 404: {} } },
      },
      '/api/email/subscribe': {
        post: { requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['email'] } } } } },
      },
      '/api/rum': { post: { security: [] } },
    },
  };

  it('reads method, path and query parameters, body and the declared reply types', () => {
    const [posts, media, subscribe, beacon] = operationsOf(document);
    expect(posts).toMatchObject({ method: 'GET', path: '/api/blog/posts/{page}', query: [] });
    expect(posts!.pathParams).toEqual([{ name: 'page', required: true, schema: { type: 'integer', examples: [1] } }]);
    expect(media!.query).toEqual([{ name: 'q', required: false, schema: { type: 'string' } }]);
    expect([...media!.replyTypes]).toEqual([[200, 'image/webp'], [404, 'application/json']]);
    expect(subscribe).toMatchObject({ method: 'POST', body: { type: 'object', required: ['email'] }, open: false });
    // `security: []`: a route that declares it needs no credentials (a beacon) has no XSRF rule to test.
    expect(beacon).toMatchObject({ method: 'POST', open: true });
  });
});
