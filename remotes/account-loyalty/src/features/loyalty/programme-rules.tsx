import { useId } from 'react';
import type { LoyaltyInfo } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { controls } from '@shop/ui';
import { usePointsText } from '../../components/format-points';
import { NS } from '../../i18n/loyalty';
import styles from './loyalty.module.css';

/**
 * The programme's rules in the shop's own numbers (the settings the spec leaves open): the
 * cashback share, how much of a cart points may pay, what a point is worth in the shop currency,
 * and the referral reward.
 */
export function ProgrammeRules({ info }: { info: LoyaltyInfo }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const pointsText = usePointsText();
  const id = useId();
  const purchase = info.actions.find((action) => action.code === 'purchase');
  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('loyalty.rules.title')}
      </h2>
      <ul className={styles.rules}>
        {purchase && <li>{t('loyalty.rules.purchase', { percent: purchase.value })}</li>}
        <li>{t('loyalty.rules.spend', { percent: info.rules.max_spend_percent })}</li>
        {/* A point's worth is in the shop currency, which the settings name. */}
        {settings && <li>{t('loyalty.rules.value', { value: formatPrice(info.rules.point_value, settings.currency) })}</li>}
        <li>{t('loyalty.rules.referral', { points: pointsText(info.rules.referral_reward) })}</li>
        <li>{t('loyalty.rules.levels')}</li>
      </ul>
    </section>
  );
}
