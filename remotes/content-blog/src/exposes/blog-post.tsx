import { BlogPostPage } from '../features/blog/blog-post-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** './BlogPost': the /blog/:slug route (reads `slug` with useParams). */
export default function BlogPost() {
  return <BlogPostPage notFound={<NotFoundPage />} />;
}
