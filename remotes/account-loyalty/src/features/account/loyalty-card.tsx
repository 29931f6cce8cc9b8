import { useId } from 'react';
import type { Customer } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { usePointsText } from '../../components/format-points';
import { NS } from '../../i18n/account';
import figures from '../../components/figures.module.css';
import styles from './account.module.css';

/** Spec §2 Account loyalty card: the level and the points balance, and the way to the programme's page. */
export function LoyaltyCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const pointsText = usePointsText();
  const id = useId();
  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('account.card.title')}
      </h2>
      {customer.level ? (
        <dl className={figures.row}>
          <div>
            <dt>{t('account.card.level')}</dt>
            <dd>{customer.level}</dd>
          </div>
          <div>
            <dt>{t('account.card.points')}</dt>
            <dd>{pointsText(customer.points)}</dd>
          </div>
        </dl>
      ) : (
        <p className={styles.note}>{t('account.card.notMember')}</p>
      )}
      <p className={styles.note}>
        <Link className={controls.secondary} to={pathTo('membership')}>
          {t('account.card.more')}
        </Link>
      </p>
    </section>
  );
}
