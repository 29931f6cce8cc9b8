import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@shop/i18n';
import { controls, TextInput, ValidatedForm } from '@shop/ui';
import { NS } from '../i18n/codes';
import { formatClock, useCountdown } from './use-countdown';
import styles from './code-entry.module.css';

export interface CodeEntryProps {
  /** Where and how the code went ("We sent an SMS with the code to +7 …"). */
  hint: string;
  codeLength: number;
  /** When another code may be asked for (ms since epoch): the resend button waits for it. */
  resendAt: number;
  submitLabel: string;
  /** The code is being checked, or another one sent. */
  busy: boolean;
  /** The server's refusal, shown under the field until the code is edited. */
  error: string | null;
  onClearError(): void;
  onSubmit(code: string): void;
  onResend(): void;
}

/**
 * The code step of the login and of a contact change: the hint, a numeric field of the code's
 * length (sent as soon as it is full), and the resend countdown ("Send again in 0:59") that turns
 * into a "Send the code again" button. Mount it with a new key for each code sent.
 */
export function CodeEntry({ hint, codeLength, resendAt, submitLabel, busy, error, onClearError, onSubmit, onResend }: CodeEntryProps) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const left = useCountdown(resendAt);
  const root = useRef<HTMLDivElement>(null);

  // The shopper's next move is typing the code: take them there (and screen readers to the hint).
  useEffect(() => {
    root.current?.querySelector('input')?.focus();
  }, []);

  return (
    <div ref={root} className={styles.entry}>
      <p className={styles.hint}>{hint}</p>
      <ValidatedForm className={styles.form} onValidSubmit={(values) => onSubmit(values.code ?? '')}>
        <TextInput
          name="code"
          type="number"
          label={t('code.field')}
          min={codeLength}
          maxLength={codeLength}
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          onFilled={(full) => {
            if (!busy) onSubmit(full);
          }}
          error={error}
          onClearMessages={onClearError}
        />
        <button type="submit" className={controls.primary} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
      </ValidatedForm>
      {left > 0 ? (
        <p className={styles.countdown}>{t('code.resendIn', { time: formatClock(left) })}</p>
      ) : (
        <button type="button" className={controls.linkButton} disabled={busy} onClick={onResend}>
          {t('code.resend')}
        </button>
      )}
    </div>
  );
}
