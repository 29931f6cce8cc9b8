import { useParams } from '@shop/router';
import { CONTENT_BLOG_EXPOSES, type InfoPageProps } from '@shop/contracts';
import { RemotePage } from '../remote-loading/remote-page';

// content-blog's exposes are './BlogList' etc.; the runtime id is 'content_blog/BlogList'.
const page = (expose: string) => expose.replace(/^\.\//, '');

export const BlogListRoute = () => <RemotePage remote="content-blog" module={page(CONTENT_BLOG_EXPOSES.BlogList)} />;

export const BlogPostRoute = () => <RemotePage remote="content-blog" module={page(CONTENT_BLOG_EXPOSES.BlogPost)} />;

export const NotFoundRoute = () => <RemotePage remote="content-blog" module={page(CONTENT_BLOG_EXPOSES.NotFound)} />;

export function InfoPageRoute(props: InfoPageProps) {
  return <RemotePage remote="content-blog" module={page(CONTENT_BLOG_EXPOSES.InfoPage)} props={props} />;
}

/** /page/delivery → the info page 'delivery'. */
export function PagePathRoute() {
  const { '*': rest = '' } = useParams();
  return rest === '' ? <NotFoundRoute /> : <InfoPageRoute urlPath={rest} />;
}
