import { useState } from 'react';
import type { AdminOrder, AdminOrderReply, AuditEntry } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { Link, useParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, staffName } from '../../frame/admin-problem';
import { formatDateTime } from '../../frame/format';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import { OrderMoves } from './order-moves';
import layout from '../../frame/layout.module.css';
import styles from './order.module.css';

/** What a step of the history changed, as a line: `paid → shipped, RR123456789RU`. */
function changeOf(entry: AuditEntry): string {
  const field = (value: unknown, key: string) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined);
  const parts = [`${String(field(entry.before, 'status') ?? '')} → ${String(field(entry.after, 'status') ?? '')}`];
  const tracking = field(entry.after, 'tracking_number');
  if (typeof tracking === 'string' && tracking !== field(entry.before, 'tracking_number')) parts.push(tracking);
  return parts.join(', ');
}

function OrderLines({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NS);
  return (
    <section className={controls.panel} aria-labelledby="order-lines">
      <h2 id="order-lines" className={controls.subtitle}>{t('order.lines')}</h2>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">{t('order.sku')}</th>
              <th scope="col">{t('dashboard.product')}</th>
              <th scope="col">{t('order.size')}</th>
              <th scope="col" className={table.number}>{t('order.price')}</th>
              <th scope="col" className={table.number}>{t('order.quantity')}</th>
              <th scope="col" className={table.number}>{t('order.sum')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={`${line.sku}/${line.size}`}>
                <td>{line.sku}</td>
                <td>{line.name}</td>
                <td>{line.size}</td>
                <td className={table.number}>{formatPrice(line.price, order.currency)}</td>
                <td className={table.number}>{line.quantity}</td>
                <td className={table.number}>{formatPrice(line.price * line.quantity, order.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {order.totals.map((line) => (
              <tr key={line.code}>
                {/* A code's ':' would be i18next's namespace separator. */}
                <th scope="row" colSpan={5}>{line.title ?? t(`order.totals.${line.code.replace(':', '_')}`)}</th>
                <td className={table.number}>
                  {line.code === 'total' ? <strong>{formatPrice(line.value, order.currency)}</strong> : formatPrice(line.value, order.currency)}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </section>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const adminPath = useAdminPath();
  const messagesIn = languages.find((setting) => setting.code === order.language)?.title ?? order.language;
  return (
    <div className={layout.columns}>
      <section className={controls.panel} aria-labelledby="order-customer">
        <h2 id="order-customer" className={controls.subtitle}>{t('order.customer')}</h2>
        <p>
          {/* A logged-in customer's order leads to their page; a guest's has none. */}
          {order.customer_id === null ? order.name : <Link to={adminPath(`customers/${order.customer_id}`)}>{order.name || t('customers.number', { id: order.customer_id })}</Link>}
          <br />{order.email}<br />{order.telephone}
        </p>
        <p>{t('order.language')}: {messagesIn}</p>
      </section>
      <section className={controls.panel} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={controls.subtitle}>{t('order.delivery')}</h2>
        <dl className={layout.pairs}>
          {order.shipping_method && <div><dt>{t('order.method')}</dt><dd>{t(`shipping.${order.shipping_method}`, { defaultValue: order.shipping_method })}</dd></div>}
          <div><dt>{t('order.address')}</dt><dd>{order.address}</dd></div>
          {order.comment && <div><dt>{t('order.comment')}</dt><dd>{order.comment}</dd></div>}
          <div>
            <dt>{t('order.tracking')}</dt>
            <dd>
              {!order.tracking_number ? t('order.noTracking') : order.tracking_link
                ? <a href={order.tracking_link} target="_blank" rel="noreferrer noopener">{order.tracking_number}</a>
                : order.tracking_number}
            </dd>
          </div>
        </dl>
      </section>
      <section className={`${controls.panel} ${styles.noPrint}`} aria-labelledby="order-payments">
        <h2 id="order-payments" className={controls.subtitle}>{t('order.payments')}</h2>
        {order.payments.length === 0 ? <p>{t('order.noPayments')}</p> : (
          <ul className={styles.list}>
            {order.payments.map((payment) => (
              <li key={payment.attempt}>
                {t('order.attempt', { attempt: payment.attempt })}: {t(`paymentResults.${payment.result}`, { defaultValue: payment.result })}
                {payment.card_last4 && `, ${t('order.card', { last4: payment.card_last4 })}`} · {formatDateTime(payment.at, language)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${controls.panel} ${styles.noPrint}`} aria-labelledby="order-history">
        <h2 id="order-history" className={controls.subtitle}>{t('order.history')}</h2>
        {order.history.length === 0 ? <p>{t('order.noHistory')}</p> : (
          <ol className={styles.list}>
            {order.history.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.at, language)} · {staffName(entry.actor)} · {changeOf(entry)}
                {entry.reason && ` · ${entry.reason}`}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** What the order sent its shopper (confirmation, each step's notice, a gift card's link): what, how, to whom, in which language, sent or waiting. */
function OrderMessages({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(NS);
  const { language, languages } = useLanguage();
  const languageName = (code: string | null) => (code === null ? '—' : languages.find((setting) => setting.code === code)?.title ?? code);
  return (
    <section className={`${controls.panel} ${styles.noPrint}`} aria-labelledby="order-messages">
      <h2 id="order-messages" className={controls.subtitle}>{t('orderMessages.title')}</h2>
      {order.messages.length === 0 ? <p>{t('orderMessages.empty')}</p> : (
        <div className={table.scroll}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t('orderMessages.written')}</th>
                <th scope="col">{t('orderMessages.kind')}</th>
                <th scope="col">{t('orderMessages.channel')}</th>
                <th scope="col">{t('orderMessages.recipient')}</th>
                <th scope="col">{t('orderMessages.language')}</th>
                <th scope="col">{t('orderMessages.sent')}</th>
              </tr>
            </thead>
            <tbody>
              {order.messages.map((message) => (
                <tr key={message.id}>
                  <td>{formatDateTime(message.written_at, language)}</td>
                  {/* A kind's '.' would be i18next's key separator. */}
                  <td>{t(`orderMessages.kinds.${message.kind.replace('.', '_')}`)}</td>
                  <td>{t(`orderMessages.channels.${message.channel}`, { defaultValue: message.channel })}</td>
                  <td>{message.recipient}</td>
                  <td>{languageName(message.language)}</td>
                  <td>{message.sent_at ? formatDateTime(message.sent_at, language) : t('orderMessages.notSent')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function OrderView({ initial, reload }: { initial: AdminOrder; reload: () => void }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  // A step's reply is the order as it is now: shown without asking again.
  const [order, setOrder] = useState(initial);
  return (
    <>
      <p className={styles.meta}>
        <strong>{t(`statuses.${order.status}`)}</strong> · {formatDateTime(order.placed_at, language)} · {t(`payments.${order.payment_method}`)}
        {order.changed_by && order.changed_at && <> · {t('order.changed', { who: staffName(order.changed_by), when: formatDateTime(order.changed_at, language) })}</>}
      </p>
      <OrderMoves order={order} onMoved={setOrder} onReload={reload} />
      <OrderLines order={order} />
      <OrderDetails order={order} />
      <OrderMessages order={order} />
      <div className={styles.noPrint}>
        <button type="button" className={controls.secondary} onClick={() => window.print()}>{t('order.print')}</button>
      </div>
    </>
  );
}

/** One order: its lines, customer, delivery, payments, history and messages, and the steps it may take. */
export function OrderPage() {
  const { t } = useTranslation(NS);
  const { orderId = '' } = useParams();
  const adminPath = useAdminPath();
  const id = /^\d{1,10}$/.test(orderId) ? Number(orderId) : 0;
  useDocumentTitle(t('order.title', { id }));
  const { state, reload } = useAdminData<Omit<AdminOrderReply, 'status'>>(`orders/${id}`);
  return (
    <>
      <Link to={adminPath('orders')} className={styles.noPrint}>{t('order.back')}</Link>
      <h1 className={controls.title}>{t('order.title', { id })}</h1>
      <AdminLoaded state={state} reload={reload}>
        {(data) => <OrderView key={`${data.order.id}/${data.order.version}`} initial={data.order} reload={reload} />}
      </AdminLoaded>
    </>
  );
}
