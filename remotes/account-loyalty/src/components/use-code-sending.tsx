import { useEffect, useState, type ReactNode } from 'react';
import type { AuthMethod, AuthType, CodeTarget } from '@shop/contracts';
import { Captcha } from './captcha/captcha';
import { fetchCaptcha, sendCode, type CaptchaChallenge, type SendOutcome } from './code-api';
import { CAPTCHA_UNSOLVED } from './code-errors';

export interface CodeSending {
  /** Asks for a code (send-code); the captcha's solution goes with it when one is shown. */
  send(to: { type: AuthType; identifier: string; method: AuthMethod }): Promise<SendOutcome>;
  sending: boolean;
  /** The ALTCHA widget while the server wants a proof of work, else null. */
  captcha: ReactNode;
}

/**
 * Sending one-time codes for `target` (login or a contact change) with the captcha the server may
 * ask for: shown when GET /recaptcha/public-key says the next code needs it (`checkFirst`, so it is
 * solved before the first "Get code") or when send-code answers wrong_captcha. A solution counts
 * once: after each send the widget goes, and a refusal brings a fresh challenge.
 */
export function useCodeSending(target: CodeTarget, { checkFirst }: { checkFirst: boolean }): CodeSending {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const show = (next: CaptchaChallenge | null) => {
    setToken(null);
    setChallenge(next);
  };

  useEffect(() => {
    if (!checkFirst) return undefined;
    let live = true;
    fetchCaptcha().then(
      (reply) => {
        if (live && reply.status === 200 && reply.required) setChallenge(reply.challenge);
      },
      // Without a challenge the code is asked for as it is; the server says wrong_captcha if it needed one.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [checkFirst]);

  const send: CodeSending['send'] = async ({ type, identifier, method }) => {
    if (challenge && !token) return { ok: false, error: CAPTCHA_UNSOLVED };
    setSending(true);
    const outcome = await sendCode({ type, identifier: identifier.trim(), method, token: token ?? '', targetType: target });
    setSending(false);
    if (outcome.ok) show(null);
    else if (outcome.error === 'wrong_captcha' || outcome.captchaRequired) {
      try {
        const reply = await fetchCaptcha();
        show(reply.status === 200 ? reply.challenge : null);
      } catch {
        show(null);
      }
    }
    return outcome;
  };

  const captcha = challenge && <Captcha key={challenge.signature} challenge={challenge} onSolved={setToken} />;
  return { send, sending, captcha };
}
