import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/product';
import styles from './reviews.module.css';

/** Five stars filled to the score (0–5, halves shown as whole: the number says it exactly). */
export function Stars({ score }: { score: number }) {
  const { t } = useTranslation(NS);
  const filled = Math.round(score);
  return (
    <span className={styles.stars} role="img" aria-label={t('starsLabel', { score: Number(score.toFixed(1)) })}>
      {'★★★★★'.slice(0, filled)}
      <span className={styles.emptyStars}>{'★★★★★'.slice(filled)}</span>
    </span>
  );
}
