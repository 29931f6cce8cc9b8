import { useTranslation } from '@shop/i18n';
import styles from './error-notice.module.css';

export interface ErrorNoticeProps {
  /** Defaults to the generic translated "could not load" text. */
  message?: string;
  /** When given, a retry button calls it. */
  onRetry?: () => void;
}

export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.message}>{message ?? t('error')}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
