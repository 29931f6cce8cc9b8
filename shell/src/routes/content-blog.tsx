import { useParams } from '@shop/router';
import type { InfoPageProps, PageData } from '@shop/contracts';
import { useInlinedReply } from '../boot/inlined-page';
import { PageModule } from '../remote-loading/remote-page';

export function BlogListRoute() {
  return <PageModule page="blog-list" props={{ initialData: useInlinedReply('blog-list') }} />;
}

export function BlogPostRoute() {
  return <PageModule page="blog-post" props={{ initialData: useInlinedReply('blog-post') }} />;
}

export const NotFoundRoute = () => <PageModule page="not-found" />;

export const InfoPageRoute = (props: InfoPageProps) => <PageModule page="info" props={props} />;

/** An info page's first data from a resolver's `data` (which carries `{page}` for info pages). */
export const infoPageData = (data: PageData | undefined): InfoPageProps['initialData'] =>
  data && 'page' in data && typeof data.page === 'object' ? { page: data.page } : undefined;

/** /page/delivery → the info page 'delivery'; the edge inlines its resolution like any info page's. */
export function PagePathRoute() {
  const { '*': rest = '' } = useParams();
  const resolved = useInlinedReply('resolve');
  if (rest === '') return <NotFoundRoute />;
  return <InfoPageRoute urlPath={rest} initialData={resolved?.status === 200 ? infoPageData(resolved.data) : undefined} />;
}
