import type { LoyaltyLevel } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePointsText } from '../../components/format-points';
import { NS } from '../../i18n/loyalty';
import styles from './loyalty.module.css';

/** The programme's levels: the points that reach each, its discount and cashback; the customer's own is marked. */
export function LevelTable({ levels, current }: { levels: readonly LoyaltyLevel[]; current: number | null }) {
  const { t } = useTranslation(NS);
  const pointsText = usePointsText();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('loyalty.levels.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('loyalty.levels.name')}</th>
          <th scope="col">{t('loyalty.levels.threshold')}</th>
          <th scope="col">{t('loyalty.levels.discount')}</th>
          <th scope="col">{t('loyalty.levels.cashback')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr key={level.id} className={level.id === current ? styles.current : undefined} aria-current={level.id === current ? 'true' : undefined}>
            <th scope="row">
              {level.name}
              {level.id === current && <span className={styles.mark}> — {t('loyalty.levels.current')}</span>}
            </th>
            <td>{t('loyalty.levels.from', { points: pointsText(level.threshold) })}</td>
            <td>{t('loyalty.figures.percent', { value: level.discount })}</td>
            <td>{t('loyalty.figures.percent', { value: level.cashback })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
