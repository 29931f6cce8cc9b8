import type { SharedLinkPageProps } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { OrderDisplay } from '../../components/order-display';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/order';
import pages from '../../components/order-pages.module.css';
import { fetchSharedOrder } from './api';
import { OrderNotFound } from '../../components/order-not-found';

/** /order/shared/{token}: the order as anyone with its link may see it. */
export function SharedOrderPage({ token }: SharedLinkPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { state, retry } = useRequest(`${language}:${token}`, () => fetchSharedOrder(token));
  useDocumentTitle(t('shared.title'));
  return (
    <PageRoot>
      <div className={pages.page}>
        <h1 className={`${controls.title} ${pages.title}`}>{t('shared.title')}</h1>
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
        {state.status === 'done' && state.data.status === 400 && <OrderNotFound />}
        {state.status === 'done' && state.data.status === 200 && <OrderDisplay order={state.data.order} />}
      </div>
    </PageRoot>
  );
}
