import { useId } from 'react';
import { apiPost } from '@shop/api-client';
import type { CheckBonusReply, CurrencyCode } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { setUseBonuses, useCart } from '@shop/session';
import { controls, useRequest } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../../i18n/cart';
import styles from './cart.module.css';

const checkBonus = () => apiPost<CheckBonusReply>('cart/check-bonus/');

/**
 * The cart's bonus block (spec §2 Cart, §4 "bonus use is set by sending a status"): a customer
 * with points may pay part of the order with them. What the points can do is asked of the server
 * (POST /cart/check-bonus/) again when the cart reply says it changed: the points the cart can take
 * (`bonuses`, capped by the goods) or whether they are spent; a quantity that moves neither asks nothing. A
 * guest is offered the login; a customer without points sees nothing (the summary's cashback line
 * already says what this order earns). A customer's only (a guest sees LoginToUse): its own chunk,
 * loaded for a customer.
 */
export function BonusBlock({ currency }: { currency: CurrencyCode }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const { bonuses, cart } = useCart();
  const { busy, error: failed, submit: toggle } = useSubmit(async (on: boolean) => ((await setUseBonuses(on)).ok ? undefined : true), () => true);
  const pointsKey = `${bonuses}:${cart.additional.use_bonuses === true}`;
  const { state } = useRequest(pointsKey, checkBonus);

  const check = state.status === 'done' && state.data?.status === 200 ? state.data : undefined;
  if (!check || check.points === 0) return null;

  return (
    <section className={styles.bonus} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.blockTitle}>
        {t('bonus.title')}
      </h2>
      <p className={styles.bonusNote}>{t('bonus.balance', { count: check.points })}</p>
      <label className={styles.bonusToggle}>
        <input
          type="checkbox"
          checked={check.use_bonuses}
          disabled={busy || (check.available === 0 && !check.use_bonuses)}
          aria-busy={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{t('bonus.use', { count: check.available, amount: formatPrice(check.value, currency) })}</span>
      </label>
      {check.available === 0 && !check.use_bonuses && <p className={styles.bonusNote}>{t('bonus.nothingToPay')}</p>}
      {failed && (
        <p role="alert" className={`${controls.error} ${styles.error}`}>
          {t('bonus.failed')}
        </p>
      )}
    </section>
  );
}
