import { useTranslation } from '@shop/i18n';
import { NS } from '../../i18n/checkout';
import pages from '../../components/order-pages.module.css';

/** The end of every checkout step's form: why the step could not be sent, if it could not, and "Next". */
export function StepFooter({ error, busy }: { error: string | null; busy: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {error && (
        <p role="alert" className={pages.error}>
          {error}
        </p>
      )}
      <button type="submit" className={pages.primary} disabled={busy} aria-busy={busy}>
        {t('next')}
      </button>
    </>
  );
}
