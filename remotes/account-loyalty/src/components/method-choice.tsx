import { useEffect } from 'react';
import type { AuthMethod, AuthType } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { ErrorNotice, Spinner, useRequest } from '@shop/ui';
import { NS } from '../i18n/codes';
import { fetchAuthMethods } from './code-api';
import styles from './method-choice.module.css';

export interface MethodChoiceProps {
  type: AuthType;
  /** The chosen method; null until the methods arrived (the server's default is then chosen). */
  value: AuthMethod | null;
  onChange(method: AuthMethod): void;
}

/**
 * Spec §2 login popup "choice of code method": the methods the shop offers for a phone (VK
 * messenger, SMS, voice call) or an e-mail address, from GET /account/auth-methods/{type}, as radio
 * buttons with the server's default chosen. A single method needs no choice and shows none.
 */
export function MethodChoice({ type, value, onChange }: MethodChoiceProps) {
  const { t } = useTranslation(NS);
  const { state, retry } = useRequest(type, () => fetchAuthMethods(type));
  const reply = state.status === 'done' && state.data.status === 200 ? state.data : null;

  // The server's default, whenever the offered methods do not hold the current choice (a new type).
  useEffect(() => {
    if (reply && (value === null || !reply.methods.includes(value))) onChange(reply.default);
  }, [reply, value, onChange]);

  if (state.status === 'loading') return <Spinner />;
  if (!reply) return <ErrorNotice onRetry={retry} />;
  if (reply.methods.length < 2) return null;
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{t('code.methods.legend')}</legend>
      {reply.methods.map((method) => (
        <label key={method} className={styles.method}>
          <input type="radio" name={`code-method-${type}`} value={method} checked={value === method} onChange={() => onChange(method)} />
          {t(`code.methods.${method}`)}
        </label>
      ))}
    </fieldset>
  );
}
