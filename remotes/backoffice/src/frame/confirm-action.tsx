import { useState } from 'react';
import { useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NO_ANSWER_ERROR, type AdminRefusal } from '../api/admin-api';
import { NS } from '../i18n/register';
import { useProblemText } from './admin-problem';
import { Field } from './field';

export interface ConfirmActionProps {
  /** The button's text, and the confirming button's. */
  label: string;
  /** What it does, named before it is done: "The balance goes to zero; the holder can no longer pay with it." */
  consequence: string;
  /** Does it (with the reason, when one is asked for); resolves with the API's refusal, or nothing when done. */
  run(reason?: string): Promise<AdminRefusal | undefined>;
  /** A destructive action's button is the secondary style until confirmed. */
  destructive?: boolean;
  /** The label of the reason the action needs (a block, an erasure): the confirm step asks for it, and will not go on without one. */
  reasonLabel?: string;
}

/**
 * An action that changes something for someone else (a customer, the shop): a button, then its
 * consequence (and the reason it needs) and a confirm.
 */
export function ConfirmAction({ label, consequence, run, destructive = false, reasonLabel }: ConfirmActionProps) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const { busy, error, submit } = useSubmit(async (): Promise<AdminRefusal | undefined> => {
    const refusal = await run(reasonLabel ? reason.trim() : undefined);
    if (!refusal) setAsking(false);
    return refusal;
  }, () => NO_ANSWER_ERROR);
  const confirm = () => {
    const missing = reasonLabel !== undefined && reason.trim() === '';
    setReasonMissing(missing);
    if (!missing) void submit();
  };
  // The API's refusal of what was typed is the reason field's; any other is the action's.
  const reasonError = reasonMissing ? t('promotions.errors.required') : reasonLabel && error?.error === 'validation' ? problemText(error) : null;
  return (
    <div>
      {asking ? (
        <>
          <p className={controls.notice}>{consequence}</p>
          {reasonLabel && (
            <Field name="reason" label={reasonLabel} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} error={reasonError} />
          )}
          <div className={controls.actions}>
            <button type="button" className={controls.primary} disabled={busy} onClick={confirm}>{label}</button>
            <button type="button" className={controls.linkButton} onClick={() => setAsking(false)}>{t('order.backToMoves')}</button>
          </div>
        </>
      ) : (
        <button type="button" className={destructive ? controls.secondary : controls.primary} onClick={() => setAsking(true)}>{label}</button>
      )}
      {error && !reasonError && <p role="alert" className={controls.error}>{problemText(error)}</p>}
    </div>
  );
}
