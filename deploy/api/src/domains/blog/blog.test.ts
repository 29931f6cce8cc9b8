/** @jest-environment node */
import { BlogPostReply, BlogPostsReply } from '@shop/contracts';
import { contractErrors } from '../../test/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url, headers: language ? { 'x-language': language } : {} });

describe('GET /api/blog/posts/{page}/{limit}', () => {
  it('pages through every post with a default limit of 21', async () => {
    const first = (await get('/api/blog/posts/1')).json();
    expect(contractErrors(BlogPostsReply, first)).toEqual([]);
    expect(first).toMatchObject({ status: 200, page: 1, limit: 21, total: 36 });
    expect(first.posts).toHaveLength(21);

    const second = (await get('/api/blog/posts/2')).json();
    expect(second.posts).toHaveLength(15);
    const slugs = new Set([...first.posts, ...second.posts].map((post: { slug: string }) => post.slug));
    expect(slugs.size).toBe(36);

    const beyond = (await get('/api/blog/posts/3')).json();
    expect(beyond).toMatchObject({ status: 200, total: 36, posts: [] });
  });

  it('honours an explicit limit and lists newest first', async () => {
    const body = (await get('/api/blog/posts/2/5')).json();
    expect(body).toMatchObject({ page: 2, limit: 5, total: 36 });
    expect(body.posts).toHaveLength(5);
    const dates = body.posts.map((post: { published_at: string }) => Date.parse(post.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(body.posts[0].image).toMatch(/^\/api\/media\/blog\/\d+$/);
  });

  it('answers in the language of the x-language header (ru-ru by default)', async () => {
    const ru = (await get('/api/blog/posts/1/1')).json().posts[0];
    const en = (await get('/api/blog/posts/1/1', 'en-gb')).json().posts[0];
    const ka = (await get('/api/blog/posts/1/1', 'ka-ge')).json().posts[0];
    const fallback = (await get('/api/blog/posts/1/1', 'de-de')).json().posts[0];
    expect(new Set([ru.slug, en.slug, ka.slug])).toEqual(new Set([ru.slug]));
    expect(ru.title).toMatch(/[а-я]/);
    expect(en.title).toMatch(/^[A-Za-z]/);
    expect(ka.title).toMatch(/[\u10D0-\u10FF]/);
    expect(fallback.title).toBe(ru.title);
  });

  it.each([
    ['a page that is not a number', '/api/blog/posts/abc'],
    ['page 0', '/api/blog/posts/0'],
    ['a limit above the maximum', '/api/blog/posts/1/1000'],
    ['a fractional limit', '/api/blog/posts/1/2.5'],
  ])('answers validation for %s', async (_name, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, error: 'validation' });
  });
});

describe('GET /api/blog/post/{slug}', () => {
  it('answers the post and the next one in list order', async () => {
    const list = (await get('/api/blog/posts/1/3', 'en-gb')).json().posts;
    const body = (await get(`/api/blog/post/${list[0].slug}`, 'en-gb')).json();
    expect(contractErrors(BlogPostReply, body)).toEqual([]);
    expect(body.post).toMatchObject({ slug: list[0].slug, title: list[0].title });
    expect(body.post.content).toContain('<ul>');
    expect(body.next.slug).toBe(list[1].slug);
  });

  it('answers next null for the last post', async () => {
    const last = (await get('/api/blog/posts/36/1')).json().posts[0];
    const body = (await get(`/api/blog/post/${last.slug}`)).json();
    expect(body.status).toBe(200);
    expect(body.next).toBeNull();
  });

  it('answers not_found for an unknown slug', async () => {
    const response = await get('/api/blog/post/no-such-post');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'not_found' });
  });
});
