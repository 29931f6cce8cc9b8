import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { useSettings } from '@shop/session';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/welcome';
import { useCopy } from './use-copy';
import styles from './welcome.module.css';

const noSubscription = () => () => undefined;
/** The page's origin, read in the browser only (the page renders from its props alone on a server). */
const useOrigin = () => useSyncExternalStore(noSubscription, () => window.location.origin, () => '');
/** Whether the device has a share sheet (Web Share API); never on a server render. */
const useCanShare = () => useSyncExternalStore(noSubscription, () => typeof navigator.share === 'function', () => false);

/**
 * The card's link (spec §2 "share link") to read, copy or hand to the device's share sheet, in the
 * current language. Whoever holds it sees the PIN, and the page says so. Where the clipboard is
 * refused the link is selected for copying by hand.
 */
export function ShareCardLink({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const localePath = useLocalePath();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { outcome, copy } = useCopy<'link'>();
  const link = `${useOrigin()}${localePath(`/giftcard/${token}`)}`;
  const canShare = useCanShare();

  useEffect(() => {
    if (outcome?.copied !== false) return;
    field.current?.focus();
    field.current?.select();
  }, [outcome]);
  const share = () => {
    // A closed share sheet rejects: nothing to tell.
    navigator.share({ title: t('welcome.share.shareTitle', { shop: settings?.name ?? '' }), url: link }).catch(() => undefined);
  };

  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('welcome.share.title')}
      </h2>
      <p className={styles.note}>{t('welcome.share.note')}</p>
      <label htmlFor={`${id}-link`} className={styles.label}>
        {t('welcome.share.label')}
      </label>
      <input ref={field} id={`${id}-link`} className={styles.link} type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
      <div className={controls.actions}>
        <button type="button" className={controls.secondary} onClick={() => copy('link', link)}>
          {t('welcome.share.copy')}
        </button>
        {canShare && (
          <button type="button" className={controls.secondary} onClick={share}>
            {t('welcome.share.share')}
          </button>
        )}
      </div>
      <p role="status" className={controls.success}>
        {outcome?.copied === true && t('welcome.share.copied')}
      </p>
      {outcome?.copied === false && (
        <p role="alert" className={controls.error}>
          {t('welcome.copyFailed')}
        </p>
      )}
    </section>
  );
}
