import { BlogListPage } from '../features/blog/blog-list-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** './BlogList': the /blog route. */
export default function BlogList() {
  return <BlogListPage notFound={<NotFoundPage />} />;
}
