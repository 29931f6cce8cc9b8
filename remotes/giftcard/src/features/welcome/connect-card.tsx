import { useEffect, useEffectEvent, useId, useState } from 'react';
import { NOT_LOGGED_IN, type Giftcard } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { bus, loadCurrentUser, useSession } from '@shop/session';
import { controls } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { connectGiftcard, type ConnectOutcome } from '../../components/connect-api';
import { useGiftcardErrorText } from '../../components/giftcard-errors';
import { NS } from '../../i18n/welcome';
import styles from './welcome.module.css';

/**
 * "Connect card" (spec §2, §6): a customer adds the card to their account (POST /giftcard/connect
 * with the number and PIN this page shows), so the cart can pay with it by its number alone. A guest
 * is asked to log in first; the page then asks for the card again, which says whether it is theirs,
 * and the card connects without a second press ("Log in and connect card" said it would).
 */
export function ConnectCard({ giftcard, pin, connectOnLogin, onConnectOnLogin }: {
  giftcard: Giftcard;
  pin: string;
  /** The guest pressed "Log in and connect card": the page keeps it, as this remounts after the login. */
  connectOnLogin: boolean;
  onConnectOnLogin(wanted: boolean): void;
}) {
  const { t } = useTranslation(NS);
  const errorText = useGiftcardErrorText();
  const pathTo = usePathTo();
  const { loggedIn } = useSession();
  const id = useId();
  const [connected, setConnected] = useState(false);

  /** What POST /giftcard/connect said: connected, logged out (the guest's prompt shows again), or refused (the problem to show). */
  const settle = (outcome: ConnectOutcome): string | undefined => {
    if (outcome.ok) return void setConnected(true);
    // The session ended on the server: asking for the current user drops the logged-in flag.
    if (outcome.error === NOT_LOGGED_IN) return void loadCurrentUser();
    return outcome.error;
  };
  const { busy, error, submit: connect, setError } = useSubmit(async () => settle(await connectGiftcard(giftcard.number, pin)), () => 'request_failed');
  // Logged in after "Log in and connect card": the card connects without a second press.
  const connectingAfterLogin = connectOnLogin && loggedIn && !giftcard.connected;
  const connectedAfterLogin = useEffectEvent((outcome: ConnectOutcome) => {
    onConnectOnLogin(false);
    setError(settle(outcome) ?? null);
  });
  useEffect(() => {
    if (connectingAfterLogin) void connectGiftcard(giftcard.number, pin).then(connectedAfterLogin);
  }, [connectingAfterLogin, giftcard.number, pin]);

  let body;
  if (giftcard.connected || connected) {
    body = (
      <>
        <p role="status" className={controls.success}>
          {connected ? t('welcome.connect.done') : t('welcome.connect.already')}
        </p>
        <Link className={controls.secondary} to={pathTo('account')}>
          {t('welcome.connect.toAccount')}
        </Link>
      </>
    );
  } else if (!loggedIn) {
    body = (
      <>
        <p className={styles.note}>{t('welcome.connect.guest')}</p>
        <button type="button" className={controls.primary} onClick={() => {
            onConnectOnLogin(true);
            bus.emit('auth:required', { reason: 'giftcard' });
          }}
        >
          {t('welcome.connect.login')}
        </button>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.note}>{t('welcome.connect.text')}</p>
        <button type="button" className={controls.primary} disabled={busy || connectingAfterLogin} aria-busy={busy || connectingAfterLogin} onClick={() => void connect()}>
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
