import { useEffect, useState } from 'react';
import { DEFAULT_AUTH_TYPE, type AuthMethod, type AuthType, type LoginResult } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { verifyLoginCode } from '@shop/session';
import { Captcha } from '../../components/captcha/captcha';
import { fetchCaptcha, sendCode, type CaptchaChallenge } from '../../components/code-api';
import { CodeEntry } from '../../components/code-entry';
import { useCodeErrorText, type CodeRefusal } from '../../components/code-errors';
import { displayIdentifier } from '../../components/identifier';
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

/** Not a server code: "Get code" was pressed while the captcha the server asked for is unsolved. */
const CAPTCHA_UNSOLVED = 'captcha_unsolved';

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
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<CodeRefusal | null>(null);
  const errorText = useCodeErrorText(sent?.type ?? type);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const showCaptcha = (challenge: CaptchaChallenge) => {
    setToken(null);
    setCaptcha(challenge);
  };
  const loadChallenge = async (force: boolean) => {
    try {
      const reply = await fetchCaptcha();
      if (reply.status === 200 && (force || reply.required)) showCaptcha(reply.challenge);
    } catch {
      // Without a challenge the send goes as it is; the server answers wrong_captcha if it needed one.
    }
  };

  // A visitor past the send threshold solves the captcha before the first "Get code", not after it.
  useEffect(() => {
    let live = true;
    fetchCaptcha().then(
      (reply) => {
        if (live && reply.status === 200 && reply.required) setCaptcha(reply.challenge);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const send = async (to: Pick<Sent, 'type' | 'identifier' | 'method'>) => {
    if (captcha && !token) return setRefusal({ error: CAPTCHA_UNSOLVED });
    setBusy(true);
    setRefusal(null);
    const { type: toType, identifier: toIdentifier, method: toMethod } = to;
    const outcome = await sendCode({ type: toType, identifier: toIdentifier.trim(), method: toMethod, token: token ?? '', targetType: 'login' });
    setBusy(false);
    if (outcome.ok) {
      setCaptcha(null);
      setToken(null);
      setSent({ type: toType, identifier: toIdentifier, method: toMethod, codeLength: outcome.codeLength, resendAt: Date.now() + outcome.resendIn * 1000 });
      return;
    }
    setRefusal(outcome);
    // A solved challenge counts once: a refused one, or a new demand, needs a fresh one.
    if (outcome.error === 'wrong_captcha' || outcome.captchaRequired) void loadChallenge(true);
  };

  const verify = async (code: string) => {
    if (!sent) return;
    setBusy(true);
    setRefusal(null);
    onVerifying?.(true);
    const result = await verifyLoginCode({ type: sent.type, identifier: sent.identifier.trim(), code });
    if (result.ok) return onLoggedIn(result.result);
    onVerifying?.(false);
    setBusy(false);
    setRefusal(result);
  };

  const refusalText = refusal === null ? null : refusal.error === CAPTCHA_UNSOLVED ? t('code.captcha.required') : errorText(refusal);
  const captchaBlock = captcha && <Captcha key={captcha.signature} challenge={captcha} onSolved={setToken} />;

  return (
    <section className={styles.flow} aria-labelledby="auth-title">
      <Heading id="auth-title" className={headingLevel === 1 ? styles.pageTitle : styles.popupTitle}>
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
          captcha={captchaBlock}
          onTypeChange={setType}
          onIdentifierChange={setIdentifier}
          onMethodChange={setMethod}
          onSubmit={(to) => void send(to)}
        />
      ) : (
        <>
          <CodeEntry
            key={sent.resendAt}
            hint={t(`code.hint.${sent.method}`, { identifier: displayIdentifier(sent.type, sent.identifier) })}
            codeLength={sent.codeLength}
            resendAt={sent.resendAt}
            submitLabel={t(`auth.${mode}.submit`)}
            busy={busy}
            error={refusalText}
            onClearError={() => setRefusal(null)}
            onSubmit={(code) => void verify(code)}
            onResend={() => void send(sent)}
          />
          {captchaBlock}
          <button
            type="button"
            className={styles.back}
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
