import type { OrderPageProps } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/i18n';
import { controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { OrderDisplay } from '../../components/order-display';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/order';
import pages from '../../components/order-pages.module.css';
import { fetchOrderSuccess } from './api';
import { OrderNotFound } from '../../components/order-not-found';
import { ShareOrderLink } from './share-order-link';

/** /success/{orderId}: thanks, the order as placed, and its shared link. */
export function OrderSuccessPage({ orderId }: OrderPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { state, retry } = useRequest(`${language}:${orderId}`, () => fetchOrderSuccess(orderId));
  useDocumentTitle(t('success.title'));
  return (
    <PageRoot>
      <div className={pages.page}>
        <h1 className={`${controls.title} ${pages.title}`}>{t('success.title')}</h1>
        {state.status === 'loading' && <LoadingState />}
        {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
        {state.status === 'done' && state.data.status === 400 && <OrderNotFound />}
        {state.status === 'done' && state.data.status === 200 && (
          <>
            <p>{t('success.thanks', { id: state.data.order.id })}</p>
            <OrderDisplay order={state.data.order} />
            <ShareOrderLink token={state.data.order.share_token} />
          </>
        )}
      </div>
    </PageRoot>
  );
}
