import { apiGet, type ApiReply } from '@shop/api-client';
import { BLOG_PAGE_SIZE, type BlogPostReply, type BlogPostsReply } from '@shop/contracts';

/** One page of posts (spec §9: 21 a page); the language goes in the x-language header. */
export function fetchPosts(page: number): Promise<ApiReply<BlogPostsReply>> {
  return apiGet<BlogPostsReply>(`blog/posts/${page}/${BLOG_PAGE_SIZE}`);
}

/** One post and the next one; an unknown slug is a 400 not_found reply. */
export function fetchPost(slug: string): Promise<ApiReply<BlogPostReply>> {
  return apiGet<BlogPostReply>(`blog/post/${encodeURIComponent(slug)}`);
}
