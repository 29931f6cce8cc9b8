import { HISTORY_PAGE_SIZE, type OrderSummary } from '@shop/contracts';
import { formatDate, formatPrice, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link, useSearchParams } from '@shop/router';
import { controls, ErrorNotice, LoadingState, Pagination } from '@shop/ui';
import { AccountLayout } from '../../components/account-layout';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/orders';
import { fetchOrders } from './api';
import { pageNumber } from './page-number';
import styles from './orders.module.css';

/** /account/orders: the customer's orders, newest first, a page at a time (?page=). */
export function OrdersPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('orders.title')}>
      <OrderList />
    </AccountLayout>
  );
}

function OrderList() {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const pathTo = usePathTo();
  const [params] = useSearchParams();
  const page = pageNumber(params.get('page'));
  const { state, retry } = useAccountRequest(`orders:${page}`, () => fetchOrders(page));

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  const { orders, total } = state.data;
  if (total === 0) {
    return (
      <div className={styles.empty}>
        <p className={controls.notice}>{t('orders.empty')}</p>
        <Link className={controls.primary} to={localePath('/')}>
          {t('orders.toCatalog')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('orders.list')}>
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.ceil(total / HISTORY_PAGE_SIZE)}
        hrefFor={(to) => pathTo('orders', {}, { page: to === 1 ? undefined : to })}
      />
    </>
  );
}

/** One order of the list: its number (the link to it) and date, status, count (or "Gift card"), total and photos. */
function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  return (
    <li className={styles.row}>
      <p className={styles.heading}>
        <Link className={styles.number} to={pathTo('account-order', { orderId: order.id })}>
          {t('orders.number', { id: order.id })}
        </Link>{' '}
        <span className={styles.date}>{t('orders.date', { date: formatDate(order.created_at, language) })}</span>
      </p>
      <p className={styles.status}>{t(`orders.status.${order.status}`)}</p>
      {/* A gift card order has no items to count ("0 items"): it says what was bought instead. */}
      <p className={styles.count}>{order.kind === 'giftcard' ? t('orders.giftcard') : t('orders.items', { count: order.items_count })}</p>
      <p className={styles.total}>{formatPrice(order.grand_total, order.currency)}</p>
      {order.images.length > 0 && (
        // The photos only repeat what the order page names: screen readers skip them.
        <div className={styles.images} aria-hidden="true">
          {order.images.map((image) => (
            <img key={image} src={image} alt="" width={48} height={72} loading="lazy" decoding="async" />
          ))}
        </div>
      )}
    </li>
  );
}
