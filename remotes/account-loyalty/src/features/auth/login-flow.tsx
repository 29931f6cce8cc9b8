import { useId, useState } from 'react';
import { DEFAULT_AUTH_TYPE, type AuthMethod, type AuthType, type LoginResult } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { verifyLoginCode } from '@shop/session';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { CodeEntry } from '../../components/code-entry';
import { useCodeErrorText, type CodeRefusal } from '../../components/code-errors';
import { displayIdentifier } from '../../components/identifier';
import { usePhoneRules } from '../../components/phone-rules';
import { useCodeSending } from '../../components/use-code-sending';
import { NS } from '../../i18n/auth';
import { IdentifierStep } from './identifier-step';
import styles from './auth.module.css';

/** A code on its way: to whom, how, and when another may be asked for. */
interface Sent {
  type: AuthType;
  identifier: string;
  method: AuthMethod;
  codeLength: number;
  resendAt: number;
}

export interface LoginFlowProps {
  /** 'register' words the same flow for a newcomer (/register). */
  mode: 'login' | 'register';
  /** 1 on the /auth page; 2 in the popup, whose dialog has a name of its own. */
  headingLevel: 1 | 2;
  /** The code is being checked (true), or was refused (false): the page holds its redirects meanwhile. */
  onVerifying?(verifying: boolean): void;
  /** The customer is logged in (the session knows already). */
  onLoggedIn(result: LoginResult): void;
}

/**
 * Spec §4 login flow, one component for the popup and the /auth and /register pages: phone or
 * e-mail and the code method (auth-methods), "Get code" (send-code, with the ALTCHA proof of work
 * when the server asks for it), then the code (verifyLoginCode) with the resend countdown.
 */
export function LoginFlow({ mode, headingLevel, onVerifying, onLoggedIn }: LoginFlowProps) {
  const { t } = useTranslation(NS);
  const [type, setType] = useState<AuthType>(DEFAULT_AUTH_TYPE);
  const [identifier, setIdentifier] = useState('');
  const [method, setMethod] = useState<AuthMethod | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  // Fetched by the identifier step as the number was typed: the hint names it in its country's format.
  const phoneRules = usePhoneRules(sent?.type === 'phone');
  const { send, captcha } = useCodeSending('login', { checkFirst: true });
  // "Get code", "Send again" and the code itself: one at a time, each with the refusal it met.
  const { busy, error: refusal, submit, setError: setRefusal } = useSubmit(
    (press: () => Promise<CodeRefusal | void>) => press(),
    (): CodeRefusal => ({ error: 'request_failed' }),
  );
  const errorText = useCodeErrorText(sent?.type ?? type);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = useId();

  // The methods of the other type arrive with it: until then no method is chosen (and none sent).
  const changeType = (next: AuthType) => {
    setType(next);
    setMethod(null);
  };

  const sendTo = (to: Pick<Sent, 'type' | 'identifier' | 'method'>) => submit(async () => {
    const outcome = await send(to);
    if (!outcome.ok) return outcome;
    setSent({ ...to, codeLength: outcome.codeLength, resendAt: Date.now() + outcome.resendIn * 1000 });
  });

  const verify = (to: Sent, code: string) => submit(async () => {
    onVerifying?.(true);
    const result = await verifyLoginCode({ type: to.type, identifier: to.identifier.trim(), code });
    if (result.ok) return onLoggedIn(result.result);
    onVerifying?.(false);
    return result;
  });

  const refusalText = refusal && errorText(refusal);

  return (
    <section className={styles.flow} aria-labelledby={titleId}>
      <Heading id={titleId} className={headingLevel === 1 ? controls.title : styles.popupTitle}>
        {t(`auth.${mode}.title`)}
      </Heading>
      {sent === null ? (
        <IdentifierStep
          intro={t(`auth.${mode}.intro`)}
          type={type}
          identifier={identifier}
          method={method}
          busy={busy}
          error={refusalText}
          captcha={captcha}
          onTypeChange={changeType}
          onIdentifierChange={setIdentifier}
          onMethodChange={setMethod}
          onSubmit={(to) => void sendTo(to)}
        />
      ) : (
        <>
          <CodeEntry
            key={sent.resendAt}
            hint={t(`code.hint.${sent.method}`, { identifier: displayIdentifier(sent.type, sent.identifier, phoneRules?.formatPhone) })}
            codeLength={sent.codeLength}
            resendAt={sent.resendAt}
            submitLabel={t(`auth.${mode}.submit`)}
            busy={busy}
            error={refusalText}
            onClearError={() => setRefusal(null)}
            onSubmit={(code) => void verify(sent, code)}
            onResend={() => void sendTo({ type: sent.type, identifier: sent.identifier, method: sent.method })}
          />
          {captcha}
          <button
            type="button"
            className={`${controls.linkButton} ${styles.back}`}
            onClick={() => {
              setRefusal(null);
              setSent(null);
            }}
          >
            {t('auth.changeIdentifier')}
          </button>
        </>
      )}
    </section>
  );
}
