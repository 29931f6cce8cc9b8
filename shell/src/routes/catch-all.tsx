import { useEffect, useRef } from 'react';
import { apiGet } from '@shop/api-client';
import {
  infoPageData,
  orderIdOfQuery,
  type CategoryPageProps,
  type ErrorReply,
  type HomePageProps,
  type InfoPageProps,
  type PageData,
  type PageType,
  type PayPageProps,
  type ProductPageProps,
  type ResolveReply,
} from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { useLocation } from '@shop/router';
import { ErrorNotice, LoadingState, useRequest } from '@shop/ui';
import { useInlinedReply } from '../boot/inlined-page';
import { NS } from '../i18n/texts';
import { PageModule } from '../remote-loading/remote-page';
import { NotFoundRoute } from './table-route';

type Resolution =
  | { state: 'resolved'; type: PageType; urlPath: string; data?: PageData }
  | { state: 'unknown' };

const resolutionOf = (reply: ResolveReply | ErrorReply): Resolution =>
  reply.status === 200 ? { state: 'resolved', type: reply.type as PageType, urlPath: reply.url_path, data: reply.data } : { state: 'unknown' };

/**
 * Any path the route table does not name: the API tells its page type (spec §2) and carries the
 * page's first data, which the page renders without a request of its own. Home, category and
 * product pages are catalog's, info pages content-blog's, the payment page cart-checkout's (the
 * pay page, for the order of the URL's `?order=`); any other type and unknown paths get
 * the 404 screen.
 */
export function CatchAllRoute({ path }: { path: string }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { search } = useLocation();
  const inlined = useInlinedReply('resolve');
  // A category's filters live in the query: the page follows them itself, so a change of query
  // is no new resolution. The first resolution carries the query the visitor arrived with; the
  // first page's answer may have come inside the HTML.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const resolve = () => apiGet<ResolveReply>(`url/resolve?path=${encodeURIComponent(path + searchRef.current)}`).then(resolutionOf);
  const key = `${language}:${path}`;
  const { state, retry } = useRequest(key, resolve, inlined && resolutionOf(inlined));

  if (state.status === 'loading') return <LoadingState label={t('loading')} />;
  if (state.status === 'error') return <ErrorNotice onRetry={retry} />;
  const resolution = state.data;
  switch (resolution.state) {
    case 'unknown':
      return <NotFoundRoute />;
    case 'resolved':
      return <ResolvedPage key={key} type={resolution.type} urlPath={resolution.urlPath} data={resolution.data} />;
  }
}

/** A resolved page type and its screen; `data` is in the shape of that screen's own endpoint. */
function ResolvedPage({ type, urlPath, data }: { type: PageType; urlPath: string; data?: PageData }) {
  const { search } = useLocation();
  switch (type) {
    case 'home':
      return <PageModule page="home" props={{ initialData: data && 'home' in data ? data.home : undefined } satisfies HomePageProps} />;
    case 'category':
      return <PageModule page="category" props={{ urlPath, initialData: data && 'category' in data ? data : undefined } satisfies CategoryPageProps} />;
    case 'product':
      return <PageModule page="product" props={{ urlPath, initialData: data && 'product' in data ? data : undefined } satisfies ProductPageProps} />;
    case 'infopage':
    case 'page':
      return <PageModule page="info" props={{ urlPath, initialData: infoPageData(data) } satisfies InfoPageProps} />;
    case 'payment':
      return <PageModule page="pay" props={{ orderId: orderIdOfQuery(search) } satisfies PayPageProps} />;
    default:
      return <NotFoundRoute />;
  }
}
