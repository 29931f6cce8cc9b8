import { useEffect, useId, useState } from 'react';
import { formatGiftcardNumber, NOT_LOGGED_IN, type Giftcard } from '@shop/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { bus, loadCurrentUser, useSession } from '@shop/session';
import { controls, ErrorNotice, LoadingState, useRequest } from '@shop/ui';
import { isExpired } from '../../components/card-dates';
import { CardFace } from '../../components/card-face';
import { RegionRoot } from '../../components/page-root';
import { NS } from '../../i18n/cards';
import { fetchMyGiftcards } from './api';
import { ConnectForm } from './connect-form';
import styles from './my-cards.module.css';

/**
 * The customer's gift cards (GET /giftcard/my) with their balances and expiry, for the account area,
 * which shows this module through the shell (it does not import it). A card connected here joins the
 * list at once. A guest sees nothing: the account asks them to log in.
 */
export function MyGiftcards() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { loggedIn, ready } = useSession();
  const titleId = useId();
  const customer = ready && loggedIn;
  const { state, retry } = useRequest(`my-giftcards:${language}:${customer}`, () => (customer ? fetchMyGiftcards() : Promise.resolve(null)));
  // Cards connected on this visit, shown before the list is asked for again.
  const [added, setAdded] = useState<Giftcard[]>([]);
  const [justConnected, setJustConnected] = useState<string | null>(null);

  // The session ended on the server: asking for the current user drops the logged-in flag, and the
  // account shows its login prompt.
  const refused = state.status === 'done' && state.data?.status === 400 ? state.data.error : null;
  useEffect(() => {
    if (refused === NOT_LOGGED_IN) void loadCurrentUser();
  }, [refused]);
  if (!customer) return null;

  let body;
  if (state.status === 'loading') body = <LoadingState />;
  else if (state.status === 'error' || state.data?.status !== 200) body = <ErrorNotice message={t('loadError')} onRetry={retry} />;
  else {
    const loaded = state.data.giftcards;
    const cards = [...added.filter((card) => !loaded.some((known) => known.number === card.number)), ...loaded];
    body =
      cards.length === 0 ? (
        <div className={styles.empty}>
          <p className={controls.notice}>{t('cards.empty')}</p>
          <button type="button" className={controls.secondary} onClick={() => bus.emit('popup:open', { name: 'giftcard' })}>
            {t('cards.buy')}
          </button>
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('cards.list')}>
          {cards.map((card) => (
            <CardItem key={card.number} card={card} />
          ))}
        </ul>
      );
  }

  return (
    <RegionRoot className={styles.cards}>
      <section className={controls.panel} aria-labelledby={titleId}>
        <h2 id={titleId} className={controls.subtitle}>
          {t('cards.title')}
        </h2>
        {body}
        <h3 className={styles.connectTitle}>{t('cards.connect.title')}</h3>
        <p className={styles.muted}>{t('cards.connect.text')}</p>
        <ConnectForm
          onConnected={(card) => {
            setAdded((cards) => [card, ...cards.filter((known) => known.number !== card.number)]);
            setJustConnected(card.number);
          }}
        />
        <p role="status" className={controls.success}>
          {justConnected && t('cards.connect.done', { number: formatGiftcardNumber(justConnected) })}
        </p>
      </section>
    </RegionRoot>
  );
}

function CardItem({ card }: { card: Giftcard }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const expired = isExpired(card.expires_at);
  const expiry = formatDate(card.expires_at, language);
  const number = formatGiftcardNumber(card.number);
  return (
    <li className={styles.item} aria-label={t('cards.card', { number })}>
      <div className={styles.thumb}>
        <CardFace design={card.design} sizes={{ mobile: '4.5rem', tablet: '9rem' }} />
      </div>
      <div className={styles.facts}>
        <p className={styles.number}>{number}</p>
        <p className={styles.balance}>
          {formatPrice(card.balance, card.currency)}
          {card.balance !== card.initial_amount && <span className={styles.muted}> {t('card.of', { amount: formatPrice(card.initial_amount, card.currency) })}</span>}
        </p>
        <p className={expired ? controls.error : styles.muted}>{expired ? t('card.expired', { date: expiry }) : t('card.expires', { date: expiry })}</p>
      </div>
    </li>
  );
}
