import { useTranslation } from '@shop/i18n';
import styles from './spinner.module.css';

/** A spinning ring that announces itself to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span role="status" className={styles.spinner}>
      <span className={styles.hidden}>{label ?? t('loading')}</span>
    </span>
  );
}

/** What a region shows while its data loads: never a blank area. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('ui');
  const text = label ?? t('loading');
  return (
    <div className={styles.state}>
      <Spinner label={text} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
