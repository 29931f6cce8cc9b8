import { useLocation, useParams } from '@shop/router';
import type { InfoPageProps } from '@shop/contracts';
import { inlinedReply } from '../boot/inlined-page';
import { PageModule } from '../remote-loading/remote-page';

/** The path and query of the page shown: what the HTML's inlined data is keyed by. */
function useShownPath(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}

export function BlogListRoute() {
  return <PageModule page="blog-list" props={{ initialData: inlinedReply('blog-list', useShownPath()) }} />;
}

export function BlogPostRoute() {
  return <PageModule page="blog-post" props={{ initialData: inlinedReply('blog-post', useShownPath()) }} />;
}

export const NotFoundRoute = () => <PageModule page="not-found" />;

export const InfoPageRoute = (props: InfoPageProps) => <PageModule page="info" props={props} />;

/** /page/delivery → the info page 'delivery'; the edge inlines its resolution like any info page's. */
export function PagePathRoute() {
  const { '*': rest = '' } = useParams();
  const resolved = inlinedReply('resolve', useShownPath());
  if (rest === '') return <NotFoundRoute />;
  const page = resolved?.status === 200 && resolved.data && 'page' in resolved.data ? resolved.data.page : undefined;
  return <InfoPageRoute urlPath={rest} initialData={page && typeof page === 'object' ? { page } : undefined} />;
}
