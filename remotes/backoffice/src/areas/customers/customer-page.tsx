import { useState, type ReactNode } from 'react';
import type { AdminCustomer, AdminGiftcard, CustomerMark, CustomerReply } from '@shop/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link, useParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, staffName } from '../../frame/admin-problem';
import { formatDateTime } from '../../frame/format';
import { useMay } from '../../frame/staff-context';
import layout from '../../frame/layout.module.css';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { CustomerActions } from './customer-actions';
import { CustomerPoints } from './customer-points';
import { useCustomerName } from './use-customer-name';

/** Blocked or erased: when, by whom, why (the audit log's row of it). */
function MarkNotice({ mark, kind }: { mark: CustomerMark; kind: 'blocked' | 'erased' }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const parts = [
    mark.at && formatDateTime(mark.at, language),
    mark.by && staffName(mark.by),
    mark.reason && t('customers.because', { reason: mark.reason }),
  ].filter(Boolean);
  return (
    <p className={controls.notice}>
      <strong>{t(`customers.${kind}Notice`)}</strong>
      {parts.length > 0 && ` ${parts.join(' · ')}`}
    </p>
  );
}

function Profile({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  const address = [customer.address.street, customer.address.house, customer.address.apartment, customer.address.postcode].filter(Boolean).join(', ');
  const pairs: Array<[string, ReactNode]> = [
    [t('customers.email'), customer.email || '—'],
    [t('customers.phone'), customer.telephone || '—'],
    [t('customers.name'), `${customer.firstname} ${customer.lastname}`.trim() || '—'],
    [t('customers.birthday'), customer.date_of_birth ? formatDate(customer.date_of_birth, language) : '—'],
    [t('customers.sex'), t(`customers.sexes.${customer.sex}`)],
    [t('customers.group'), customer.group],
    [t('customers.role'), customer.role ? t(`roles.${customer.role}`) : t('customers.noRole')],
    [t('customers.since'), formatDateTime(customer.created_at, language)],
    [t('customers.address'), address ? `${address}${customer.address.comment ? ` (${customer.address.comment})` : ''}` : '—'],
  ];
  return (
    <section className={controls.panel} aria-labelledby="customer-profile">
      <h2 id="customer-profile" className={controls.subtitle}>{t('customers.profile')}</h2>
      <dl className={layout.pairs}>
        {pairs.map(([name, value]) => <div key={name}><dt>{name}</dt><dd>{value}</dd></div>)}
        {customer.invited_by !== null && (
          <div>
            <dt>{t('customers.invitedBy')}</dt>
            <dd><Link to={adminPath(`customers/${customer.invited_by}`)}>{t('customers.number', { id: customer.invited_by })}</Link></dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function Orders({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const adminPath = useAdminPath();
  return (
    <section className={controls.panel} aria-labelledby="customer-orders">
      <h2 id="customer-orders" className={controls.subtitle}>{t('customers.ordersTitle')}</h2>
      {customer.orders.length === 0 ? <p>{t('customers.noOrders')}</p> : (
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.placed')}</th>
                <th scope="col" className={table.number}>{t('orders.total')}</th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <td><Link to={adminPath(`orders/${order.id}`)}>{order.id}</Link></td>
                  <td>{t(`statuses.${order.status}`)}</td>
                  <td>{formatDateTime(order.placed_at, language)}</td>
                  <td className={table.number}>{formatPrice(order.grand_total, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {customer.counts.orders > 0 && (
        <p><Link to={adminPath('orders', { customer: String(customer.id) })}>{t('customers.allOrders', { total: customer.counts.orders })}</Link></p>
      )}
      <p>{t('customers.counts', { reviews: customer.counts.reviews, wishlist: customer.counts.wishlist })}</p>
    </section>
  );
}

function CardList({ title, cards }: { title: string; cards: AdminGiftcard[] }) {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  return (
    <>
      <h3 className={controls.subtitle}>{title}</h3>
      {cards.length === 0 ? <p>{t('customers.noCards')}</p> : (
        <ul>
          {cards.map((card) => (
            <li key={card.id}>
              <Link to={adminPath(`giftcards/${card.id}`)}>{t('giftcards.number', { last4: card.number_last4 })}</Link>
              {' '}{formatPrice(card.balance, card.currency)} / {formatPrice(card.initial_amount, card.currency)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CustomerView({ initial }: { initial: AdminCustomer }) {
  const { t } = useTranslation(NS);
  const may = useMay();
  const nameOf = useCustomerName();
  // A change's reply is the customer as they are now: shown without asking again.
  const [customer, setCustomer] = useState(initial);
  const [done, setDone] = useState('');
  useDocumentTitle(nameOf(customer));
  return (
    <>
      <h1 className={controls.title}>{nameOf(customer)}</h1>
      <p role="status" className={controls.success}>{done}</p>
      {customer.erased && <MarkNotice mark={customer.erased} kind="erased" />}
      {customer.blocked && <MarkNotice mark={customer.blocked} kind="blocked" />}
      <div className={layout.columns}>
        <Profile customer={customer} />
        <CustomerPoints customerId={customer.id} level={customer.loyalty.level} mayAdjust={may('customers.change') && !customer.erased} />
        <Orders customer={customer} />
        <section className={controls.panel} aria-labelledby="customer-cards">
          <h2 id="customer-cards" className={controls.subtitle}>{t('giftcards.title')}</h2>
          <CardList title={t('customers.cardsBought')} cards={customer.giftcards.bought} />
          <CardList title={t('customers.cardsReceived')} cards={customer.giftcards.received} />
        </section>
      </div>
      <CustomerActions customer={customer} onChanged={(next, text) => { setCustomer(next); setDone(text); }} />
    </>
  );
}

/** One customer: who they are, their points, orders and gift cards; blocked or unblocked, their data exported or erased. */
export function CustomerPage() {
  const { t } = useTranslation(NS);
  const { customerId = '' } = useParams();
  const adminPath = useAdminPath();
  const id = /^\d{1,10}$/.test(customerId) ? Number(customerId) : 0;
  const { state, reload } = useAdminData<Omit<CustomerReply, 'status'>>(`customers/${id}`);
  const loaded = state.status === 'done' && state.data.ok;
  return (
    <>
      <Link to={adminPath('customers')}>{t('customers.back')}</Link>
      {/* The customer's view names them; until it is in, their number does. */}
      {!loaded && <NumberTitle id={id} />}
      <AdminLoaded state={state} reload={reload}>{(data) => <CustomerView key={data.customer.id} initial={data.customer} />}</AdminLoaded>
    </>
  );
}

function NumberTitle({ id }: { id: number }) {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('customers.number', { id }));
  return <h1 className={controls.title}>{t('customers.number', { id })}</h1>;
}
