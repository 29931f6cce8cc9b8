import { useState } from 'react';
import { formatPrice, useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { isGiftcardToken, type ErrorReply, type GiftcardPageProps } from '@shop/contracts';
import { Link } from '@shop/router';
import { useSession } from '@shop/session';
import { controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { CardFace } from '../../components/card-face';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/welcome';
import { getGiftcard } from './api';
import { CardDetails } from './card-details';
import { ConnectCard } from './connect-card';
import { ShareCardLink } from './share-card-link';
import styles from './welcome.module.css';

/** What a token that cannot be a card's gets, without asking the server. */
const NOT_FOUND: ErrorReply = { status: 400, error: 'not_found' };

/**
 * /giftcard/{token} (spec §2 welcome page): the card the link names (POST /giftcard/get) with its
 * design, balance, number and PIN, who sent it and their message, the link to pass on, and the way
 * to connect it to an account. The card is asked for again after a login or logout (whether it is
 * the customer's depends on who asks) and in another language (its design's name).
 */
export function GiftcardPage({ token }: GiftcardPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const localePath = useLocalePath();
  const { loggedIn } = useSession();
  const { state, retry } = useRequest(`giftcard:${token}:${language}:${loggedIn}`, () =>
    isGiftcardToken(token) ? getGiftcard(token) : Promise.resolve(NOT_FOUND),
  );
  useDocumentTitle(t('welcome.title'));
  const [connectOnLogin, setConnectOnLogin] = useState(false);

  let body;
  if (state.status === 'loading') body = <LoadingState />;
  else if (state.status === 'error') body = <ErrorNotice message={t('loadError')} onRetry={retry} />;
  else if (state.data.status !== 200) {
    body = (
      <>
        <p className={controls.notice}>{t('welcome.invalid')}</p>
        <Link className={controls.secondary} to={localePath('/')}>
          {t('welcome.toHome')}
        </Link>
      </>
    );
  } else {
    const { giftcard, pin, from, message } = state.data;
    body = (
      <div className={styles.layout}>
        <div className={styles.card}>
          <CardFace design={giftcard.design} priority sizes={{ mobile: 'calc(100vw - 2rem)', tablet: 'calc(100vw - 4rem)', desktop: '36rem' }}>
            {formatPrice(giftcard.balance, giftcard.currency)}
          </CardFace>
          {(from || message) && (
            <figure className={styles.greeting}>
              {message && <blockquote className={styles.message}>{message}</blockquote>}
              {from && <figcaption>{t('welcome.from', { name: from })}</figcaption>}
            </figure>
          )}
        </div>
        <div className={styles.aside}>
          <CardDetails giftcard={giftcard} pin={pin} />
          <ConnectCard giftcard={giftcard} pin={pin} connectOnLogin={connectOnLogin} onConnectOnLogin={setConnectOnLogin} />
          <ShareCardLink token={token} />
        </div>
      </div>
    );
  }

  return (
    <PageRoot>
      <div className={styles.welcome}>
        <h1 className={controls.title}>{t('welcome.heading')}</h1>
        {body}
      </div>
    </PageRoot>
  );
}
