import type { PageRoute } from '@shop/contracts';
import { useLocation, useParams } from '@shop/router';
import { inlinedReply } from '../boot/inlined-page';
import { PageModule } from '../remote-loading/remote-page';

export const NotFoundRoute = () => <PageModule page="not-found" />;

/**
 * A route of the table (@shop/contracts routes.ts): its page with the props its params and query
 * make, and the first data the HTML carried for it, or the 404 screen when the URL names nothing.
 */
export function TableRoute({ route }: { route: PageRoute }) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const first = route.firstData && inlinedReply(route.firstData.kind, pathname + search);
  const props = route.props({ params, search }, first);
  if (!props) return <NotFoundRoute />;
  // Each path is a page of its own (another order, another phrase); a query the page follows itself.
  return <PageModule key={pathname} page={route.page} props={props} />;
}
