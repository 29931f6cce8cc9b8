import { BLOG_PAGE_SIZE, BlogPostParams, BlogPostReply, BlogPostsParams, BlogPostsReply, ErrorReply, LANGUAGE_HEADER } from '@shop/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../../infra/errors';
import { requestLanguage } from '../../infra/language';
import type { TypeBoxProvider } from '../../infra/type-provider';
import { findPost, listPosts } from './blog-repository';

const languageNote = `Language from the \`${LANGUAGE_HEADER}\` header (default ru-ru).`;

export const blogRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxProvider>();

  const listSchema = {
    tags: ['blog'],
    summary: `A page of posts, newest first (limit default ${BLOG_PAGE_SIZE})`,
    description: languageNote,
    params: BlogPostsParams,
    response: { 200: BlogPostsReply, 400: ErrorReply },
  };
  for (const path of ['/blog/posts/:page', '/blog/posts/:page/:limit']) {
    app.get(path, { schema: listSchema }, async (request) => {
      const { page, limit = BLOG_PAGE_SIZE } = request.params;
      const { posts, total } = await listPosts(db, requestLanguage(request), page, limit);
      return { status: 200 as const, posts, total, page, limit };
    });
  }

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
    return { status: 200 as const, ...found };
  });
};
