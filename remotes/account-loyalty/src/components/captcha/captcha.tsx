import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { useLanguage, useTranslation } from '@shop/i18n';
import { controls, Spinner } from '@shop/ui';
import { NS } from '../../i18n/codes';
import type { CaptchaChallenge } from '../code-api';
import { loadAltcha } from './load-altcha';
import styles from './captcha.module.css';

export interface CaptchaProps {
  challenge: CaptchaChallenge;
  /** The solved challenge (base64 payload) for send-code's `token`, or null when it expired. */
  onSolved(payload: string | null): void;
}

/**
 * The ALTCHA proof of work the server asks for once a phone or visitor has asked for many codes:
 * the widget solves the challenge in a worker as soon as it shows and hands its payload over.
 * Its script is loaded only now (load-altcha.ts).
 */
export function Captcha({ challenge, onSolved }: CaptchaProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const [load, setLoad] = useState<{ attempt: number; status: 'loading' | 'ready' | 'failed' }>({ attempt: 0, status: 'loading' });
  const widget = useRef<HTMLElement>(null);
  const solved = useRef(onSolved);
  useEffect(() => {
    solved.current = onSolved;
  });

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setLoad({ attempt: load.attempt, status: 'ready' }),
      () => live && setLoad({ attempt: load.attempt, status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load.attempt]);

  useEffect(() => {
    const element = widget.current;
    if (load.status !== 'ready' || !element) return undefined;
    const onVerified = (event: Event) => solved.current((event as CustomEvent<{ payload: string }>).detail.payload);
    const onExpired = () => solved.current(null);
    element.addEventListener('verified', onVerified);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('verified', onVerified);
      element.removeEventListener('expired', onExpired);
    };
  }, [load.status]);

  return (
    <div role="group" aria-label={t('code.captcha.label')} className={styles.captcha}>
      {load.status === 'loading' && <Spinner label={t('code.captcha.loading')} />}
      {load.status === 'failed' && (
        <p role="alert" className={controls.error}>
          {t('code.captcha.loadFailed')}{' '}
          <button type="button" className={controls.linkButton} onClick={() => setLoad({ attempt: load.attempt + 1, status: 'loading' })}>
            {t('code.captcha.retry')}
          </button>
        </p>
      )}
      {load.status === 'ready' && (
        // The widget's own words come in the page's language (its ru and ka texts are loaded with it).
        <altcha-widget ref={widget} challenge={JSON.stringify(challenge)} auto="onload" language={language.slice(0, 2)} />
      )}
    </div>
  );
}
