import { useState } from 'react';
import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NO_ANSWER_ERROR, type AdminRefusal } from '../api/admin-api';
import { NS } from '../i18n/register';
import { useProblemText } from './admin-problem';

export interface ConfirmActionProps {
  /** The button's text, and the confirming button's. */
  label: string;
  /** What it does, named before it is done: "The balance goes to zero; the holder can no longer pay with it." */
  consequence: string;
  /** Does it; resolves with the API's refusal, or nothing when done. */
  run(): Promise<AdminRefusal | undefined>;
  /** A destructive action's button is the secondary style until confirmed. */
  destructive?: boolean;
}

/** An action that changes something for someone else (a customer, the shop): a button, then its consequence and a confirm. */
export function ConfirmAction({ label, consequence, run, destructive = false }: ConfirmActionProps) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const [asking, setAsking] = useState(false);
  const { busy, error, submit } = useSubmit(async (): Promise<AdminRefusal | undefined> => {
    const refusal = await run();
    if (!refusal) setAsking(false);
    return refusal;
  }, () => NO_ANSWER_ERROR);
  return (
    <div>
      {asking ? (
        <>
          <p className={controls.notice}>{consequence}</p>
          <div className={controls.actions}>
            <button type="button" className={controls.primary} disabled={busy} onClick={() => void submit()}>{label}</button>
            <button type="button" className={controls.linkButton} onClick={() => setAsking(false)}>{t('order.backToMoves')}</button>
          </div>
        </>
      ) : (
        <button type="button" className={destructive ? controls.secondary : controls.primary} onClick={() => setAsking(true)}>{label}</button>
      )}
      {error && <p role="alert" className={controls.error}>{problemText(error)}</p>}
    </div>
  );
}
