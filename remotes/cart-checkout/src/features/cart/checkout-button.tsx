import { useId } from 'react';
import type { CurrencyCode, Total } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { belowMinimumOrder } from '../../components/minimum-order';
import { NS } from '../../i18n/cart';
import styles from './cart.module.css';

export interface CheckoutButtonProps {
  totals: readonly Total[];
  currency: CurrencyCode;
  /** settings.order.minimum_total (0: no minimum); undefined while the settings load. */
  minimumTotal: number | undefined;
}

/**
 * The way to checkout (/order), or, while the goods cost less than the shop's minimum (spec §5),
 * "The minimum order amount is {amount}" and a button that cannot be pressed. The server checks
 * the minimum again when the order is created.
 */
export function CheckoutButton({ totals, currency, minimumTotal = 0 }: CheckoutButtonProps) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const messageId = useId();
  if (!belowMinimumOrder(totals, minimumTotal)) {
    return (
      <Link className={controls.primary} to={pathTo('checkout')}>
        {t('cart.checkout')}
      </Link>
    );
  }
  return (
    <>
      <p id={messageId} className={styles.minimum}>
        {t('cart.minimumOrder', { amount: formatPrice(minimumTotal, currency) })}
      </p>
      <button type="button" className={controls.primary} disabled aria-describedby={messageId}>
        {t('cart.checkout')}
      </button>
    </>
  );
}
