import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useLanguage, useTranslation } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { controls, ErrorNotice, fieldClasses, Spinner } from '@shop/ui';
import { usePointsText } from '../../components/format-points';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/loyalty';
import { fetchLoyaltyLink } from './api';
import styles from './loyalty.module.css';

const noSubscription = () => () => undefined;
/** Whether the device has a share sheet (Web Share API); never on a server render. */
const useCanShare = () => useSyncExternalStore(noSubscription, () => typeof navigator.share === 'function', () => false);

/**
 * The customer's invitation link (GET /loyalty/link) to read, copy ("Link copied") or share
 * (the device's share sheet, where there is one). Where the clipboard is refused the link is
 * selected for copying by hand.
 */
export function ReferralLink({ reward }: { reward: number }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const pointsText = usePointsText();
  const canShare = useCanShare();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  // The link is in the request's language.
  const { state, retry } = useAccountRequest(`link:${language}`, fetchLoyaltyLink);

  const copy = (link: string) => {
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => {
        setCopied(false);
        field.current?.focus();
        field.current?.select();
      },
    );
  };
  const share = (link: string) => {
    const shop = settings?.name ?? '';
    // A closed share sheet rejects: nothing to tell.
    navigator.share({ title: t('loyalty.link.shareTitle', { shop }), text: t('loyalty.link.shareText', { shop }), url: link }).catch(() => undefined);
  };

  let body;
  if (state.status === 'loading') body = <Spinner />;
  else if (state.status === 'error' || state.data.status !== 200) {
    body = <ErrorNotice message={t('loadError')} onRetry={retry} />;
  } else {
    const { link } = state.data;
    body = (
      <>
        <label htmlFor={`${id}-link`} className={fieldClasses.label}>
          {t('loyalty.link.label')}
        </label>
        <input ref={field} id={`${id}-link`} className={`${fieldClasses.input} ${styles.link}`} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
        <div className={controls.actions}>
          <button type="button" className={controls.secondary} onClick={() => copy(link)}>
            {t('loyalty.link.copy')}
          </button>
          {canShare && (
            <button type="button" className={controls.secondary} onClick={() => share(link)}>
              {t('loyalty.link.share')}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('loyalty.link.title')}
      </h2>
      <p className={styles.text}>{t('loyalty.link.text', { points: pointsText(reward) })}</p>
      {body}
      <p role="status" className={controls.success}>
        {copied === true && t('loyalty.link.copied')}
      </p>
      {copied === false && (
        <p role="alert" className={controls.error}>
          {t('loyalty.link.copyFailed')}
        </p>
      )}
    </section>
  );
}
