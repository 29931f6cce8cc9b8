import { useState } from 'react';
import { Link } from '@shop/router';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { Dialog } from '@shop/ui';
import { NS } from '../../i18n/texts';
import { useAfterLoad } from '../use-after-load';
import './texts';
import styles from './widgets.module.css';

/** Spec §9: the bonus notification shows 300 ms after the page has loaded. */
export const BONUS_NOTIFICATION_DELAY_MS = 300;
/** Session storage: once closed, the notification stays away until the browser session ends. */
export const BONUS_NOTIFICATION_CLOSED_KEY = 'shell:bonus-notification-closed';

function closedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(BONUS_NOTIFICATION_CLOSED_KEY) !== null;
  } catch {
    return false; // Storage blocked: show it, closing still works for this page.
  }
}

/** The bonus-card popup; Layout renders it only when settings.content.modal_status is true. */
export function BonusNotification() {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const due = useAfterLoad(BONUS_NOTIFICATION_DELAY_MS);
  const [closed, setClosed] = useState(closedThisSession);

  const close = () => {
    try {
      window.sessionStorage.setItem(BONUS_NOTIFICATION_CLOSED_KEY, String(Date.now()));
    } catch {
      // Storage blocked: it closes for this page only.
    }
    setClosed(true);
  };

  return (
    <Dialog open={due && !closed} onClose={close} title={t('widgets.bonus.title')} className={styles.bonus}>
      <p className={styles.bonusText}>{t('widgets.bonus.text')}</p>
      <Link to={localePath('/bonus-card')} className={styles.bonusLink} onClick={close}>
        {t('widgets.bonus.link')}
      </Link>
    </Dialog>
  );
}
