import { useState } from 'react';
import { formatPhone, normalizePhone, type AuthMethod, type AuthType, type Customer } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { loadCurrentUser } from '@shop/session';
import { controls, TextInput, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { CodeEntry } from '../../components/code-entry';
import { useCodeErrorText, type CodeRefusal } from '../../components/code-errors';
import { displayIdentifier } from '../../components/identifier';
import { MethodChoice } from '../../components/method-choice';
import { noteRefusal } from '../../components/session-lost';
import { useCodeSending } from '../../components/use-code-sending';
import { NS } from '../../i18n/account';
import { confirmChange } from './api';
import styles from './account.module.css';

type Step = { name: 'enter' } | { name: 'code'; identifier: string; method: AuthMethod; codeLength: number; resendAt: number };

export interface ContactChangeFormProps {
  type: AuthType;
  current: string;
  onChanged(customer: Customer): void;
  onCancel(): void;
}

/**
 * A contact's change (spec §5): the new value and the code method, a code sent to the new value
 * (send-code targetType change), then that code (verify-code targetType change). Spec §8 account
 * verification errors: "Invalid code", "You reached maximum attempts"; a value another account
 * has is identifier_taken. Its own chunk: the code steps load only when a customer asks to change.
 */
export function ContactChangeForm({ type, current, onChanged, onCancel }: ContactChangeFormProps) {
  const { t } = useTranslation(NS);
  const errorText = useCodeErrorText(type);
  const [step, setStep] = useState<Step>({ name: 'enter' });
  const [value, setValue] = useState('');
  const [method, setMethod] = useState<AuthMethod | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { send, captcha } = useCodeSending('change', { checkFirst: false });
  // "Get code", "Send again" and "Confirm": one at a time, each with the refusal it met.
  const { busy, error: refusal, submit, setError: setRefusal } = useSubmit(async (press: () => Promise<CodeRefusal | void>) => {
    const refused = await press();
    if (refused) noteRefusal(refused.error);
    return refused;
  }, (): CodeRefusal => ({ error: 'request_failed' }));

  const sendTo = (identifier: string, by: AuthMethod) => submit(async () => {
    const outcome = await send({ type, identifier, method: by });
    if (!outcome.ok) return outcome;
    setStep({ name: 'code', identifier, method: by, codeLength: outcome.codeLength, resendAt: Date.now() + outcome.resendIn * 1000 });
  });

  const submitValue = () => {
    const identifier = value.trim();
    if (type === 'phone' && normalizePhone(identifier) === null) return setFieldError(errorText({ error: 'invalid_phone' }));
    if (identifier === current) return setFieldError(t(`account.contacts.same.${type}`));
    if (method) void sendTo(identifier, method);
  };

  const confirm = (identifier: string, code: string) => submit(async () => {
    const outcome = await confirmChange({ type, identifier, code });
    if (!outcome.ok) return outcome;
    onChanged(outcome.customer);
    // The session's customer summary (the header's) carries the phone and the e-mail address too.
    void loadCurrentUser();
  });

  const cancelButton = (
    <button type="button" className={controls.linkButton} onClick={onCancel}>
      {t('account.contacts.cancel')}
    </button>
  );

  if (step.name === 'enter') {
    return (
      <ValidatedForm className={styles.contactForm} onValidSubmit={submitValue} aria-label={t(`account.contacts.change.${type}`)}>
        <p className={styles.note}>{t('account.contacts.intro')}</p>
        <TextInput
          name={`new-${type}`}
          type={type === 'phone' ? 'tel' : 'email'}
          format={type === 'phone' ? formatPhone : undefined}
          label={t(`account.contacts.newValue.${type}`)}
          autoComplete={type === 'phone' ? 'tel' : 'email'}
          value={value}
          onChange={setValue}
          error={fieldError}
          onClearMessages={() => setFieldError(null)}
        />
        <MethodChoice type={type} value={method} onChange={setMethod} />
        {captcha}
        {refusal && (
          <p role="alert" className={controls.error}>
            {errorText(refusal)}
          </p>
        )}
        <div className={controls.actions}>
          <button type="submit" className={controls.primary} disabled={busy || method === null} aria-busy={busy}>
            {t('account.contacts.getCode')}
          </button>
          {cancelButton}
        </div>
      </ValidatedForm>
    );
  }

  return (
    <div className={styles.contactForm} role="group" aria-label={t(`account.contacts.change.${type}`)}>
      <CodeEntry
        key={step.resendAt}
        hint={t(`code.hint.${step.method}`, { identifier: displayIdentifier(type, step.identifier, formatPhone) })}
        codeLength={step.codeLength}
        resendAt={step.resendAt}
        submitLabel={t('account.contacts.confirm')}
        busy={busy}
        error={refusal && errorText(refusal)}
        onClearError={() => setRefusal(null)}
        onSubmit={(code) => void confirm(step.identifier, code)}
        onResend={() => void sendTo(step.identifier, step.method)}
      />
      {captcha}
      {cancelButton}
    </div>
  );
}
