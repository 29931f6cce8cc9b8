import { type CurrencyCode, type Total, type TotalCode } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { NS } from '../i18n/register';
import styles from './totals-summary.module.css';

/** Spec §3 order of the totals lines; the server's order is kept within this one. */
const LINE_ORDER: readonly TotalCode[] = [
  'subtotal', 'promocode', 'loyalty:discount', 'loyalty:bonuses', 'loyalty:cashback', 'giftcard', 'delivery', 'free_delivery', 'total',
];

const orderedTotals = (totals: readonly Total[]): Total[] =>
  [...totals].sort((a, b) => LINE_ORDER.indexOf(a.code) - LINE_ORDER.indexOf(b.code));

export interface TotalsSummaryProps {
  totals: readonly Total[];
  currency: CurrencyCode;
  /** The promo code's name, shown with its line. */
  promocode?: string | null;
  /** Names the list for assistive technology ("Order summary", "Cart summary"). */
  label: string;
}

/**
 * Every totals line the server sent (the client computes none), in spec §3 order: the subtotal,
 * each discount as a negative amount, the cashback as points earned, delivery, then the total.
 * Like every line the cashback's value is money; the points it stands for are that over the
 * settings' point value.
 */
export function TotalsSummary({ totals, currency, promocode, label }: TotalsSummaryProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pointValue = useSettings(language)?.loyalty.point_value ?? 1;
  return (
    <dl className={styles.totals} aria-label={label}>
      {orderedTotals(totals).map((line) => (
        <div key={line.code} className={line.code === 'total' ? styles.grandTotal : styles.line}>
          <dt>{line.code === 'promocode' && promocode ? t('totals.promocodeNamed', { code: promocode }) : t(totalKey(line.code))}</dt>
          <dd>{line.code === 'loyalty:cashback' ? t('totals.points', { count: Math.floor(line.value / pointValue) }) : formatPrice(line.value, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The i18n key of a totals line (i18next reads ':' as a namespace separator, so loyalty:bonuses is loyalty_bonuses). */
export const totalKey = (code: TotalCode) => `totals.${code.replace(':', '_')}`;
