import { useId } from 'react';
import type { LoyaltyInfo } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { usePointsText } from '../../components/format-points';
import { NS } from '../../i18n/loyalty';
import { fetchRewardsHistory } from './api';
import { HistoryTable } from './history-table';
import figures from '../../components/figures.module.css';
import styles from './loyalty.module.css';

/** /account/cashback: the points balance, what was earned in all, the level's cashback share, and the rewards history. */
export function CashbackView({ info }: { info: LoyaltyInfo }) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const pointsText = usePointsText();
  const id = useId();
  const member = info.status === 'active';
  return (
    <div className={styles.programme}>
      <section className={controls.panel} aria-labelledby={id}>
        <h2 id={id} className={controls.subtitle}>
          {t('loyalty.cashback')}
        </h2>
        <dl className={figures.row}>
          <div>
            <dt>{t('loyalty.figures.points')}</dt>
            <dd>{pointsText(info.points)}</dd>
          </div>
          <div>
            <dt>{t('loyalty.figures.earned')}</dt>
            <dd>{pointsText(info.total_points)}</dd>
          </div>
          {member && info.level && (
            <div>
              <dt>{t('loyalty.figures.cashback')}</dt>
              <dd>{t('loyalty.figures.percent', { value: info.level.cashback })}</dd>
            </div>
          )}
        </dl>
        {!member && (
          <>
            <p className={styles.text}>{t('loyalty.joinToEarn')}</p>
            <p className={styles.text}>
              <Link className={controls.secondary} to={pathTo('membership')}>
                {t('loyalty.toMembership')}
              </Link>
            </p>
          </>
        )}
      </section>
      <HistoryTable source="rewards" load={fetchRewardsHistory} />
    </div>
  );
}
