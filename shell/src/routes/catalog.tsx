import { useParams } from '@shop/router';
import type { CategoryPageProps, HomePageProps, ProductPageProps } from '@shop/contracts';
import { useInlinedReply } from '../boot/inlined-page';
import { PageModule } from '../remote-loading/remote-page';
import { NotFoundRoute } from './content-blog';

export const HomeRoute = (props: HomePageProps) => <PageModule page="home" props={props} />;

export const CategoryRoute = (props: CategoryPageProps) => <PageModule page="category" props={props} />;

export const ProductRoute = (props: ProductPageProps) => <PageModule page="product" props={props} />;

/** /search/{query}: the phrase is the decoded path segment (the header encodes it, spec §2). */
export function SearchRoute() {
  const { query = '' } = useParams();
  const initial = useInlinedReply('search');
  const phrase = query.trim();
  if (phrase === '') return <NotFoundRoute />;
  const initialData = initial?.status === 200 ? initial : undefined;
  return <PageModule key={phrase} page="search" props={{ phrase, initialData }} />;
}
