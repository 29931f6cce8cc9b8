import type { SearchPageProps } from '@shop/contracts';
import { SearchPage as SearchPageView } from '../features/search/search-page';

/** './SearchPage': /search/{query}; the shell passes the decoded phrase. */
export default function SearchPage(props: SearchPageProps) {
  return <SearchPageView {...props} />;
}
