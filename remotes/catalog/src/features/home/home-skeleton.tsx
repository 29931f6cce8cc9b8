import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/home';
import styles from './home.module.css';

/** The home page's boxes while its data loads (a visit that came without it): no jump when it arrives. */
export function HomeSkeleton() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.home} role="status" aria-label={t('loadingHome')}>
      <div className={`${styles.skeleton} ${styles.heroSkeleton}`} />
      <ul className={styles.row} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className={styles.rowItem}>
            <div className={`${styles.skeleton} ${styles.cardSkeleton}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
