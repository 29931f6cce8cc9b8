import type { PaymentState } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/order';
import styles from './payment.module.css';

/** An order's payment at a glance (the pay page, the payment result pages): its number, status and amount. */
export function PaymentStateList({ payment, totalLabel = 'pay.total' }: { payment: PaymentState; totalLabel?: string }) {
  const { t } = useTranslation(NS);
  return (
    <dl className={styles.state} aria-label={t('pay.stateLabel')}>
      <div>
        <dt>{t('pay.order')}</dt>
        <dd>{payment.orderId}</dd>
      </div>
      <div>
        <dt>{t('pay.status')}</dt>
        <dd>{t(`paymentStatus.${payment.status}`)}</dd>
      </div>
      <div>
        <dt>{t(totalLabel)}</dt>
        <dd>{formatPrice(payment.total, payment.currency)}</dd>
      </div>
    </dl>
  );
}
