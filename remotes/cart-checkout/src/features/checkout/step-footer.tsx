import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/checkout';

/** The end of every checkout step's form: why the step could not be sent, if it could not, and "Next". */
export function StepFooter({ error, busy }: { error: string | null; busy: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {error && (
        <p role="alert" className={controls.error}>
          {error}
        </p>
      )}
      <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
        {t('next')}
      </button>
    </>
  );
}
