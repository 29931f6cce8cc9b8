import type { OrderDisplay as Order } from '@shop/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { NS } from '../i18n/order';
import { ItemList } from './item-list';
import { TotalsSummary } from './totals-summary';
import styles from './order-display.module.css';

/**
 * Spec §3 Order display, the same on the success, shared and (one day) account pages: number,
 * date, status, where and how it goes, how it is paid, tracking when there is any, the items at
 * their placement prices (for a gift card order, the card it bought) and the totals.
 */
export function OrderDisplay({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  return (
    <article className={styles.order} aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`} className={styles.heading}>
        {t('display.number', { id: order.id })}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('display.date')}</dt>
          <dd>{formatDate(order.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t('display.status')}</dt>
          <dd>{t(`status.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('display.grandTotal')}</dt>
          <dd>{formatPrice(order.grand_total, order.currency)}</dd>
        </div>
        {/* A gift card order has nothing to deliver: no delivery method, no address. */}
        {order.delivery_method && (
          <>
            <div>
              <dt>{t('display.delivery')}</dt>
              <dd>{order.delivery_method.title}</dd>
            </div>
            <div>
              <dt>{t('display.address')}</dt>
              <dd>{[order.city, order.address].filter(Boolean).join(', ')}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('display.payment')}</dt>
          <dd>{order.payment_method.title}</dd>
        </div>
        {order.tracking_number && (
          <div>
            <dt>{t('display.trackingNumber')}</dt>
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
      <h3 className={styles.subheading}>{t('display.items')}</h3>
      {order.kind === 'giftcard' ? (
        // A gift card order has no lines: without this the heading would stand over an empty list.
        // Its total is the card's amount (POST /giftcard/buy).
        <p className={styles.purchase}>{t('display.giftcard', { amount: formatPrice(order.grand_total, order.currency) })}</p>
      ) : (
        <ItemList
          items={order.items.map((line) => ({
            key: `${line.product_id}-${line.size}`,
            name: line.name,
            urlPath: line.url_path,
            image: line.image,
            details: [t('display.size', { size: line.size }), t('display.quantity', { count: line.quantity })],
            amount: line.price * line.quantity,
            currency: order.currency,
          }))}
        />
      )}
      <TotalsSummary totals={order.totals} currency={order.currency} label={t('display.totals')} />
    </article>
  );
}
