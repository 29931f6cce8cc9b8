import { useParams } from '@shop/router';
import { CATALOG_EXPOSES, type CategoryPageProps, type HomePageProps, type ProductPageProps } from '@shop/contracts';
import { RemotePage } from '../remote-loading/remote-page';
import { NotFoundRoute } from './content-blog';

// catalog's exposes are './HomePage' etc.; the runtime id is 'catalog/HomePage'.
const page = (expose: string) => expose.replace(/^\.\//, '');

export function HomeRoute(props: HomePageProps) {
  return <RemotePage remote="catalog" module={page(CATALOG_EXPOSES.HomePage)} props={props} />;
}

export function CategoryRoute(props: CategoryPageProps) {
  return <RemotePage remote="catalog" module={page(CATALOG_EXPOSES.CategoryPage)} props={props} />;
}

export function ProductRoute(props: ProductPageProps) {
  return <RemotePage remote="catalog" module={page(CATALOG_EXPOSES.ProductPage)} props={props} />;
}

/** /search/{query}: the phrase is the decoded path segment (the header encodes it, spec §2). */
export function SearchRoute() {
  const { query = '' } = useParams();
  const phrase = query.trim();
  if (phrase === '') return <NotFoundRoute />;
  return <RemotePage key={phrase} remote="catalog" module={page(CATALOG_EXPOSES.SearchPage)} props={{ phrase }} />;
}
