import { BLOG_PAGE_SIZE, BlogPageParams, BlogPostParams, BlogPostReply, BlogPostsParams, BlogPostsReply, ErrorReply, LANGUAGE_HEADER } from '@shop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { withAmounts } from '../settings/settings-repository';
import { findPost, listPosts } from './blog-repository';

const languageNote = `Language from the \`${LANGUAGE_HEADER}\` header (default ru-ru).`;

export const blogRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const listReply = { 200: BlogPostsReply, 400: ErrorReply };
  const postsPage = async (request: FastifyRequest, page: number, limit: number) => {
    const { posts, total } = await listPosts(db, requestLanguage(request), page, limit);
    return { status: 200 as const, posts: await withAmounts(db, request, posts), total, page, limit };
  };
  app.get('/blog/posts/:page', {
    schema: { tags: ['blog'], summary: `A page of ${BLOG_PAGE_SIZE} posts, newest first`, description: languageNote, params: BlogPageParams, response: listReply },
  }, async (request) => postsPage(request, request.params.page, BLOG_PAGE_SIZE));
  app.get('/blog/posts/:page/:limit', {
    schema: { tags: ['blog'], summary: 'A page of posts of the given size, newest first', description: languageNote, params: BlogPostsParams, response: listReply },
  }, async (request) => postsPage(request, request.params.page, request.params.limit));

  app.get('/blog/post/:slug', {
    schema: {
      tags: ['blog'],
      summary: 'One post and the next one (null after the last)',
      description: `${languageNote} Unknown slug: 400 not_found.`,
      params: BlogPostParams,
      response: { 200: BlogPostReply, 400: ErrorReply },
    },
  }, async (request) => {
    const found = await findPost(db, requestLanguage(request), request.params.slug);
    if (!found) throw new ApiError('not_found');
    return { status: 200 as const, ...await withAmounts(db, request, found) };
  });
};
