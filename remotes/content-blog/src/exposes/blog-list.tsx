import type { BlogListProps } from '@shop/contracts';
import { BlogListPage } from '../features/blog/blog-list-page';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** './BlogList': the /blog route; the page of posts may come with it. */
export default function BlogList({ initialData }: BlogListProps) {
  return <BlogListPage initialData={initialData} notFound={<NotFoundPage />} />;
}
