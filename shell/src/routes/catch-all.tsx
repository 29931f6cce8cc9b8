import { useEffect, useRef, useState } from 'react';
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
import { ErrorNotice, LoadingState } from '@shop/ui';
import { useInlinedReply } from '../boot/inlined-page';
import { NS } from '../i18n/texts';
import { PageModule } from '../remote-loading/remote-page';
import { NotFoundRoute } from './table-route';

type Resolution =
  | { state: 'loading' }
  | { state: 'failed' }
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
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${language}:${path}`;
  // The answer remembers which request it answers: a new path shows 'loading' until its own answer.
  // The first page's answer may have come inside the HTML.
  const [answer, setAnswer] = useState<{ key: string; resolution: Resolution } | undefined>(() => inlined && { key, resolution: resolutionOf(inlined) });
  const answerRef = useRef(answer);
  useEffect(() => {
    answerRef.current = answer;
  }, [answer]);
  // A category's filters live in the query: the page follows them itself, so a change of query
  // is no new resolution. The first resolution carries the query the visitor arrived with.
  const searchRef = useRef(search);
  useEffect(() => {
    searchRef.current = search;
  }, [search]);
  const resolution: Resolution = answer?.key === key ? answer.resolution : { state: 'loading' };

  useEffect(() => {
    if (answerRef.current?.key === key) return;
    let current = true;
    const settle = (next: Resolution) => {
      if (current) setAnswer({ key, resolution: next });
    };
    apiGet<ResolveReply>(`url/resolve?path=${encodeURIComponent(path + searchRef.current)}`)
      .then((reply) => settle(resolutionOf(reply)))
      .catch(() => settle({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [key, path]);

  switch (resolution.state) {
    case 'loading':
      return <LoadingState label={t('loading')} />;
    case 'failed':
      return <ErrorNotice onRetry={() => setAttempt((n) => n + 1)} />;
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
