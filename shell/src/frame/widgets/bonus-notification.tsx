import { useState } from 'react';
import { Link } from '@shop/router';
import { registerNamespace, useLocalePath, useTranslation } from '@shop/i18n';
import { Dialog } from '@shop/ui';
import { NS } from '../../i18n/texts';
import { useAfterLoad } from '../use-after-load';
import styles from './widgets.module.css';

// Its texts travel with it: a chunk the page loads only when the settings turn the popup on.
registerNamespace(NS, {
  'ru-ru': {
    widgets: {
      bonus: {
        title: 'Бонусная карта',
        text: 'Оформите бонусную карту: баллы за каждую покупку, скидка по уровню и кешбэк.',
        link: 'Подробнее о карте',
      },
    },
  },
  'en-gb': {
    widgets: {
      bonus: {
        title: 'Bonus card',
        text: 'Get a bonus card: points for every purchase, a level discount and cashback.',
        link: 'About the card',
      },
    },
  },
  'ka-ge': {
    widgets: {
      bonus: {
        title: 'ბონუს ბარათი',
        text: 'გააფორმეთ ბონუს ბარათი: ქულები ყოველ შენაძენზე, დონის ფასდაკლება და ქეშბექი.',
        link: 'ბარათის შესახებ',
      },
    },
  },
});

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
