import type { CategoryPageProps } from '@shop/contracts';
import { CategoryPage as CategoryPageView } from '../features/category/category-page';

/** './CategoryPage': the resolver's category type; the shell passes the path and the first data. */
export default function CategoryPage(props: CategoryPageProps) {
  return <CategoryPageView {...props} />;
}
