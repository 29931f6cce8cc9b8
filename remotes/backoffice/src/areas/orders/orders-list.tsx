import { useState, type FormEvent } from 'react';
import { CURRENCY_CODES, ORDER_STATUSES, PAYMENT_METHOD_CODES, type AdminOrdersQuery, type AdminOrdersReply } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { controls, fieldClasses, useDocumentTitle } from '@shop/ui';
import { queryOf } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded } from '../../frame/admin-problem';
import { formatDateTime } from '../../frame/format';
import { KeysetPager } from '../../frame/pager';
import filters from '../../frame/filters.module.css';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { ordersQueryOf } from './orders-query';
import styles from './orders.module.css';

type Orders = Omit<AdminOrdersReply, 'status'>;

/** The filters' form: each field from the URL, written back to it on Show. */
function OrdersFilter({ query, onApply }: { query: AdminOrdersQuery; onApply: (query: AdminOrdersQuery) => void }) {
  const { t } = useTranslation(NS);
  const [badDates, setBadDates] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = ordersQueryOf(new URLSearchParams([...form.entries()].map(([key, value]) => [key, String(value)])));
    const wrongWay = next.from !== undefined && next.to !== undefined && next.to < next.from;
    setBadDates(wrongWay);
    if (!wrongWay) onApply(next);
  };
  // Keyed by the URL's filters: Back and Forward show theirs.
  return (
    <form key={queryOf({ ...query, before: undefined, after: undefined })} className={filters.filters} aria-label={t('orders.filters')} onSubmit={submit} noValidate>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('orders.status')}</span>
        <select name="status" defaultValue={query.status ?? ''} className={fieldClasses.input}>
          <option value="">{t('orders.any')}</option>
          {ORDER_STATUSES.map((status) => <option key={status} value={status}>{t(`statuses.${status}`)}</option>)}
        </select>
      </label>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('orders.payment')}</span>
        <select name="payment" defaultValue={query.payment ?? ''} className={fieldClasses.input}>
          <option value="">{t('orders.any')}</option>
          {PAYMENT_METHOD_CODES.map((method) => <option key={method} value={method}>{t(`payments.${method}`)}</option>)}
        </select>
      </label>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('orders.currency')}</span>
        <select name="currency" defaultValue={query.currency ?? ''} className={fieldClasses.input}>
          <option value="">{t('orders.any')}</option>
          {CURRENCY_CODES.map((currency) => <option key={currency} value={currency}>{currency}</option>)}
        </select>
      </label>
      <label className={`${fieldClasses.field} ${filters.wide}`}>
        <span className={fieldClasses.label}>{t('orders.customer')}</span>
        <input name="customer" type="search" defaultValue={query.customer ?? ''} placeholder={t('orders.customerHint')} maxLength={254} className={fieldClasses.input} />
      </label>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('orders.from')}</span>
        <input name="from" type="date" defaultValue={query.from ?? ''} className={fieldClasses.input} aria-invalid={badDates || undefined} />
      </label>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('orders.to')}</span>
        <input name="to" type="date" defaultValue={query.to ?? ''} className={fieldClasses.input} aria-invalid={badDates || undefined} aria-describedby={badDates ? 'orders-dates' : undefined} />
      </label>
      <div className={controls.actions}>
        <button type="submit" className={controls.primary}>{t('orders.apply')}</button>
        <button type="button" className={controls.linkButton} onClick={() => onApply({})}>{t('orders.reset')}</button>
      </div>
      {badDates && <p id="orders-dates" role="alert" className={controls.error}>{t('orders.badDates')}</p>}
    </form>
  );
}

function OrdersTable({ data, query }: { data: Orders; query: AdminOrdersQuery }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  if (data.orders.length === 0) return <p className={controls.notice}>{t('orders.empty')}</p>;
  const pageLink = (start: { before?: number; after?: number }) => adminPath('orders', { ...query, before: undefined, after: undefined, ...start });
  return (
    <>
      <p>{data.total_capped ? t('orders.foundMore', { count: data.total }) : t('orders.found', { count: data.total })}</p>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.number')}</th>
              <th scope="col">{t('orders.placed')}</th>
              <th scope="col">{t('orders.customer')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col">{t('orders.payment')}</th>
              <th scope="col" className={table.number}>{t('orders.units')}</th>
              <th scope="col" className={table.number}>{t('orders.total')}</th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((order) => (
              <tr key={order.id}>
                <td><Link to={adminPath(`orders/${order.id}`)}>{order.id}</Link></td>
                <td>{formatDateTime(order.placed_at, language)}</td>
                <td>{order.name}<br /><span className={styles.contact}>{order.email || order.telephone}</span></td>
                <td>{t(`statuses.${order.status}`)}</td>
                <td>{t(`payments.${order.payment_method}`)}</td>
                <td className={table.number}>{order.units}</td>
                <td className={table.number}>{formatPrice(order.grand_total, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <KeysetPager label={t('orders.pages')} newer={data.newer} older={data.older} linkTo={pageLink} />
    </>
  );
}

/** The orders: newest first, filtered by the URL's query, 50 a page (the admin API pages them by id). */
export function OrdersList() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('orders.title'));
  const [search, setSearch] = useSearchParams();
  const query = ordersQueryOf(search);
  const { state, reload } = useAdminData<Orders>(`orders${queryOf(query)}`);
  return (
    <>
      <h1 className={controls.title}>{t('orders.title')}</h1>
      <OrdersFilter query={query} onApply={(next) => setSearch(queryOf(next))} />
      <AdminLoaded state={state} reload={reload}>{(data) => <OrdersTable data={data} query={query} />}</AdminLoaded>
    </>
  );
}
