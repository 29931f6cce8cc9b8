import type { LanguageCode } from '@shop/contracts';
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

/**
 * A score with at most one decimal, as Intl writes it (`4,5` in Russian and Georgian, `4.5` in
 * English), written here: a browser's first Intl number format loads its locale data, some 70 ms
 * of main thread while the product page is being taken over.
 */
export function formatScore(score: number, language: LanguageCode): string {
  const rounded = String(Math.round(score * 10) / 10);
  return language === 'en-gb' ? rounded : rounded.replace('.', ',');
}
