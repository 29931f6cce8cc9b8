import type { BlogPostProps } from '@shop/contracts';
import { BlogPostPage } from '../features/blog/blog-post-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** './BlogPost': the /blog/:slug route (reads `slug` with useParams); the post may come with it. */
export default function BlogPost({ initialData }: BlogPostProps) {
  return <BlogPostPage initialData={initialData} notFound={<NotFoundPage />} />;
}
