import { useState } from 'react';
import type { Settings } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { readStored, STORAGE_KEYS, writeStored } from '@shop/session';
import { InlineHtml } from '@shop/ui';
import { NS } from '../../i18n/texts';
import { SiteLink } from '../site-link';
import { HeaderIcon } from './icons';
import styles from './header.module.css';

type TaglineSettings = Settings['header']['tagline'];

/** Whether the visitor closed the strip before: the close-popup key holds when (spec §3). */
export function readTaglineClosed(): boolean {
  // Blocked or disabled storage reads as "never closed": the strip shows, and closing still works.
  return Boolean(readStored(STORAGE_KEYS.closePopup));
}

/**
 * Spec §2/§4: the promotional strip with the configured title (sanitized inline HTML) linking to its
 * href. It shows until closed; once closed it stays closed, also after a reload.
 */
export function Tagline({ tagline, onClosed }: { tagline: TaglineSettings; onClosed?: () => void }) {
  const { t } = useTranslation(NS);
  const [closed, setClosed] = useState(readTaglineClosed);
  if (!tagline.status || closed || !tagline.title.trim()) return null;
  const close = () => {
    // The time of closing, in ms; when storage refuses it, the strip stays closed until a reload.
    writeStored(STORAGE_KEYS.closePopup, String(Date.now()));
    setClosed(true);
    // The button goes with the strip: the owner puts focus somewhere sensible, not on the page body.
    onClosed?.();
  };
  return (
    <div className={styles.tagline}>
      {tagline.href.trim() ? (
        <SiteLink href={tagline.href.trim()} className={styles.taglineLink}>
          <InlineHtml html={tagline.title} className={styles.taglineText} />
        </SiteLink>
      ) : (
        <InlineHtml html={tagline.title} className={styles.taglineText} />
      )}
      <button type="button" className={styles.taglineClose} aria-label={t('header.closeTagline')} onClick={close}>
        <HeaderIcon name="close" />
      </button>
    </div>
  );
}
