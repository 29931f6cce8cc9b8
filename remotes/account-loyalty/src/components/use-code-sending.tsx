import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AuthMethod, AuthType, CodeTarget } from '@shop/contracts';
import { Captcha } from './captcha/captcha';
import { fetchCaptcha, sendCode, type CaptchaChallenge, type SendOutcome } from './code-api';
import { CAPTCHA_UNSOLVED } from './code-errors';

const needsProof = (outcome: SendOutcome): boolean => !outcome.ok && (outcome.error === 'wrong_captcha' || outcome.captchaRequired === true);

/** How long a send waits for the proof of work before it says it is missing: the widget solves one in seconds. */
export const CAPTCHA_WAIT_MS = 60_000;

export interface CodeSending {
  /** Asks for a code (send-code); while a captcha is shown, once it is solved, with its solution. */
  send(to: { type: AuthType; identifier: string; method: AuthMethod }): Promise<SendOutcome>;
  /** The ALTCHA widget while the server wants a proof of work, else null. */
  captcha: ReactNode;
}

/**
 * Sending one-time codes for `target` (login or a contact change) with the captcha the server may
 * ask for: shown when GET /recaptcha/public-key says the next code needs it (`checkFirst`, so it is
 * solved before the first "Get code") or when send-code answers wrong_captcha. The shopper never
 * asks twice: a send waits for the widget's proof of work (it solves itself) and goes on by itself,
 * and a send the server refused for want of one is sent again once the fresh challenge is solved.
 * A solution counts once: after each send the widget goes, and a refusal brings a fresh challenge.
 * The form submits the send through its useSubmit, which is busy while it runs (the wait included).
 */
export function useCodeSending(target: CodeTarget, { checkFirst }: { checkFirst: boolean }): CodeSending {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  // Read across the awaits of one send, which outlive the render that started it.
  const current = useRef<{ challenge: CaptchaChallenge | null; token: string | null }>({ challenge: null, token: null });
  const waiting = useRef<Array<(token: string) => void>>([]);

  const show = (next: CaptchaChallenge | null) => {
    current.current = { challenge: next, token: null };
    setChallenge(next);
  };

  const solved = (token: string | null) => {
    current.current = { ...current.current, token };
    if (token) for (const resume of waiting.current.splice(0)) resume(token);
  };

  /** The current challenge's solution: at once when it is solved, else when the widget solves it (undefined past the wait). */
  const solution = (): Promise<string | undefined> => {
    const { token } = current.current;
    if (token) return Promise.resolve(token);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), CAPTCHA_WAIT_MS);
      waiting.current.push((found) => {
        clearTimeout(timer);
        resolve(found);
      });
    });
  };

  useEffect(() => {
    if (!checkFirst) return undefined;
    let live = true;
    fetchCaptcha().then(
      (reply) => {
        if (live && reply.status === 200 && reply.required) show(reply.challenge);
      },
      // Without a challenge the code is asked for as it is; the server says wrong_captcha if it needed one.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [checkFirst]);

  /** One send-code with the solution of the challenge shown, if one is. */
  const attempt = async ({ type, identifier, method }: Parameters<CodeSending['send']>[0]): Promise<SendOutcome> => {
    let token = '';
    if (current.current.challenge) {
      const found = await solution();
      if (!found) return { ok: false, error: CAPTCHA_UNSOLVED };
      token = found;
    }
    const outcome = await sendCode({ type, identifier: identifier.trim(), method, token, targetType: target });
    if (outcome.ok) show(null);
    return outcome;
  };

  /** Shows a fresh challenge; false when there is none to show (the request failed). */
  const showFresh = async (): Promise<boolean> => {
    const reply = await fetchCaptcha().catch(() => undefined);
    show(reply?.status === 200 ? reply.challenge : null);
    return reply?.status === 200;
  };

  const send: CodeSending['send'] = async (to) => {
    let outcome = await attempt(to);
    // The server wants a proof of work (the first time, or the last one expired): the same
    // request goes again by itself once the widget has solved a fresh challenge.
    if (needsProof(outcome) && (await showFresh())) outcome = await attempt(to);
    // Refused again: a fresh challenge for the shopper's next try.
    if (needsProof(outcome)) await showFresh();
    return outcome;
  };

  const captcha = challenge && <Captcha key={challenge.signature} challenge={challenge} onSolved={solved} />;
  return { send, captcha };
}
