import type { OrderDisplay, Total } from '@shop/contracts';
import { formatDate, formatPrice, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { usePointsText } from '../../components/format-points';
import { NS } from '../../i18n/orders';
import styles from './orders.module.css';

/** Spec §3 order of the totals lines; the server's order is kept within it. */
const LINE_ORDER: readonly Total['code'][] = [
  'subtotal', 'promocode', 'loyalty:discount', 'loyalty:bonuses', 'loyalty:cashback', 'giftcard', 'delivery', 'free_delivery', 'total',
];

/**
 * Spec §3 Order display as the account shows it: date, status, total, delivery and its address,
 * payment, the tracking number (a link when the carrier has one), the items and the totals lines.
 */
export function OrderView({ order }: { order: OrderDisplay }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const localePath = useLocalePath();
  const pointsText = usePointsText();
  const totals = [...order.totals].sort((a, b) => LINE_ORDER.indexOf(a.code) - LINE_ORDER.indexOf(b.code));
  return (
    <article className={styles.order} aria-label={t('orders.order.title', { id: order.id })}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.order.date')}</dt>
          <dd>{formatDate(order.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t('orders.order.status')}</dt>
          <dd>{t(`orders.status.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('orders.order.grandTotal')}</dt>
          <dd>{formatPrice(order.grand_total, order.currency)}</dd>
        </div>
        <div>
          <dt>{t('orders.order.delivery')}</dt>
          <dd>{order.delivery_method.title}</dd>
        </div>
        <div>
          <dt>{t('orders.order.address')}</dt>
          <dd>{[order.city, order.address].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('orders.order.payment')}</dt>
          <dd>{order.payment_method.title}</dd>
        </div>
        {order.tracking_number && (
          <div>
            <dt>{t('orders.order.tracking')}</dt>
            <dd>
              {order.tracking_link ? (
                <a href={order.tracking_link} target="_blank" rel="noopener noreferrer">
                  {order.tracking_number}
                </a>
              ) : (
                order.tracking_number
              )}
            </dd>
          </div>
        )}
      </dl>
      <h2 className={styles.subheading}>{t('orders.order.items')}</h2>
      <ul className={styles.items}>
        {order.items.map((line) => (
          <li key={`${line.product_id}-${line.size}`} className={styles.item}>
            {/* The name beside it is the link keyboards and screen readers use. */}
            <Link to={localePath(`/${line.url_path}`)} className={styles.photo} tabIndex={-1} aria-hidden="true">
              {line.image !== '' && <img src={line.image} alt="" width={400} height={600} loading="lazy" decoding="async" />}
            </Link>
            <div className={styles.itemBody}>
              <Link className={styles.itemName} to={localePath(`/${line.url_path}`)}>
                {line.name}
              </Link>
              <span>{t('orders.order.size', { size: line.size })}</span>
              <span>{t('orders.order.quantity', { count: line.quantity })}</span>
              <span className={styles.itemPrice}>{formatPrice(line.price * line.quantity, order.currency)}</span>
            </div>
          </li>
        ))}
      </ul>
      <dl className={styles.totals} aria-label={t('orders.order.totals')}>
        {totals.map((line) => (
          <div key={line.code} className={line.code === 'total' ? styles.grandTotal : undefined}>
            <dt>{line.title ?? t(`orders.totals.${line.code.replace(':', '_')}`)}</dt>
            <dd>{line.code === 'loyalty:cashback' ? pointsText(line.value) : formatPrice(line.value, order.currency)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
