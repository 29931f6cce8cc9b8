import { useId, useState } from 'react';
import { NOT_LOGGED_IN, type Giftcard } from '@shop/contracts';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { bus, loadCurrentUser, useSession } from '@shop/session';
import { connectGiftcard } from '../../components/connect-api';
import { useGiftcardErrorText } from '../../components/giftcard-errors';
import { NS } from '../../i18n/welcome';
import controls from '../../components/controls.module.css';
import styles from './welcome.module.css';

/**
 * "Connect card" (spec §2, §6): a customer adds the card to their account (POST /giftcard/connect
 * with the number and PIN this page shows), so the cart can pay with it by its number alone. A guest
 * is asked to log in first; the page then asks for the card again, which says whether it is theirs.
 */
export function ConnectCard({ giftcard, pin }: { giftcard: Giftcard; pin: string }) {
  const { t } = useTranslation(NS);
  const errorText = useGiftcardErrorText();
  const localePath = useLocalePath();
  const { loggedIn } = useSession();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [connected, setConnected] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const connect = async () => {
    setBusy(true);
    setError(null);
    const outcome = await connectGiftcard(giftcard.number, pin);
    setBusy(false);
    if (outcome.ok) return setConnected(true);
    // The session ended on the server: asking for the current user drops the logged-in flag, and
    // the guest's prompt shows.
    if (outcome.error === NOT_LOGGED_IN) void loadCurrentUser();
    else setError(outcome.error);
  };

  let body;
  if (giftcard.connected || connected) {
    body = (
      <>
        <p role="status" className={controls.success}>
          {connected ? t('welcome.connect.done') : t('welcome.connect.already')}
        </p>
        <Link className={controls.secondary} to={localePath('/account')}>
          {t('welcome.connect.toAccount')}
        </Link>
      </>
    );
  } else if (!loggedIn) {
    body = (
      <>
        <p className={styles.note}>{t('welcome.connect.guest')}</p>
        <button type="button" className={controls.primary} onClick={() => bus.emit('auth:required', { reason: 'giftcard' })}>
          {t('welcome.connect.login')}
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.note}>{t('welcome.connect.text')}</p>
        <button type="button" className={controls.primary} disabled={busy} aria-busy={busy} onClick={() => void connect()}>
          {t('welcome.connect.action')}
        </button>
        {error && (
          <p role="alert" className={controls.error}>
            {errorText(error)}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('welcome.connect.title')}
      </h2>
      {body}
    </section>
  );
}
