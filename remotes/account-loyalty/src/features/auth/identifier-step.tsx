import { useState, type ReactNode } from 'react';
import { AUTH_TYPES, formatRussianPhone, type AuthMethod, type AuthType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, TextInput, ValidatedForm, VisuallyHidden } from '@shop/ui';
import { useCodeErrorText } from '../../components/code-errors';
import { guessAuthType } from '../../components/identifier';
import { MethodChoice } from '../../components/method-choice';
import { isPhoneNumber, usePhoneRules } from '../../components/phone-rules';
import { NS } from '../../i18n/auth';
import { Consent } from './consent';
import styles from './auth.module.css';

export interface IdentifierStepProps {
  intro: string;
  type: AuthType;
  identifier: string;
  method: AuthMethod | null;
  busy: boolean;
  /** The server's refusal of the last "Get code". */
  error: string | null;
  /** The captcha, when the server asks for one. */
  captcha: ReactNode;
  onTypeChange(type: AuthType): void;
  onIdentifierChange(identifier: string): void;
  onMethodChange(method: AuthMethod): void;
  onSubmit(to: { type: AuthType; identifier: string; method: AuthMethod }): void;
}

/**
 * The first step of the login: phone or e-mail (guessed from what is typed, or chosen with the
 * switch), the code method, the captcha when asked for, "Get code" and the consent line.
 */
export function IdentifierStep(props: IdentifierStepProps) {
  const { intro, type, identifier, method, busy, error, captcha, onTypeChange, onIdentifierChange, onMethodChange, onSubmit } = props;
  const { t } = useTranslation(NS);
  const errorText = useCodeErrorText(type);
  const [badPhone, setBadPhone] = useState(false);
  // Fetched with the first digit typed, so that the number shows in its country's format.
  const phoneRules = usePhoneRules(type === 'phone' && identifier !== '');

  const onType = (value: string) => {
    onIdentifierChange(value);
    const guessed = guessAuthType(value);
    if (guessed && guessed !== type) onTypeChange(guessed);
  };
  // A switch by hand starts the field afresh: what was typed belongs to the other kind.
  const choose = (next: AuthType) => {
    onTypeChange(next);
    onIdentifierChange('');
    setBadPhone(false);
  };
  const submit = async () => {
    if (type === 'phone' && !(await isPhoneNumber(identifier))) return setBadPhone(true);
    if (method) onSubmit({ type, identifier, method });
  };

  return (
    <ValidatedForm className={styles.form} onValidSubmit={() => void submit()}>
      <p className={styles.intro}>{intro}</p>
      <fieldset className={styles.switch}>
        <VisuallyHidden as="legend">{t('auth.type.legend')}</VisuallyHidden>
        {AUTH_TYPES.map((option) => (
          <label key={option} className={styles.switchOption}>
            <input type="radio" name="auth-type" value={option} checked={type === option} onChange={() => choose(option)} />
            <span>{t(`auth.type.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextInput
        name="identifier"
        type={type === 'phone' ? 'tel' : 'email'}
        format={type === 'phone' ? (phoneRules?.formatPhone ?? formatRussianPhone) : undefined}
        label={t(`auth.field.${type}`)}
        autoComplete={type === 'phone' ? 'tel' : 'email'}
        value={identifier}
        onChange={onType}
        error={badPhone ? errorText({ error: 'invalid_phone' }) : null}
        onClearMessages={() => setBadPhone(false)}
      />
      <MethodChoice type={type} value={method} onChange={onMethodChange} />
      {captcha}
      {error && (
        <p role="alert" className={controls.error}>
          {error}
        </p>
      )}
      <button type="submit" className={controls.primary} disabled={busy || method === null} aria-busy={busy}>
        {t('auth.getCode')}
      </button>
      <Consent />
    </ValidatedForm>
  );
}
