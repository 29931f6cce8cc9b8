import { useId, useState } from 'react';
import { GIFTCARD_ERRORS, giftcardDigits, NOT_LOGGED_IN, type CurrencyCode, type Giftcard } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { bus, declineGiftcard, payWithGiftcard, useCart } from '@shop/session';
import { controls, GIFTCARD_FIELD_NAMES, GiftcardFields, useRequest, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NS } from '../../i18n/giftcard';
import { fetchMyGiftcards } from './giftcard-api';
import styles from './giftcard-block.module.css';

/** Refusals with words of their own; anything else is "An error occurred, please contact support." */
const WORDED = new Set<string>([GIFTCARD_ERRORS.invalidCard, GIFTCARD_ERRORS.wrongCurrency, GIFTCARD_ERRORS.empty, GIFTCARD_ERRORS.expired, 'too_many_requests']);
const errorKey = (error: string) => `giftcard.errors.${WORDED.has(error) ? error : 'general'}`;

const OTHER = 'other';
const lastFour = (number: string) => giftcardDigits(number).slice(-4);
/** A connected card that can still pay: something left and not expired (the server checks again). */
const canPay = (card: Giftcard, now: number) => card.balance > 0 && new Date(card.expires_at).getTime() > now;

/**
 * The cart's gift card block (spec §2 Cart, §6, §7): a customer pays with a connected card (its
 * number alone) or any card by number and PIN (POST /giftcard/use); the cart that comes back has the
 * giftcard totals line, which the summary shows, and the block then offers to decline it (POST
 * /giftcard/decline). Nothing is held until the order is placed. A customer's only: a guest sees
 * giftcard-guest.tsx. Its own chunk (React.lazy in the cart page), loaded for a customer only.
 */
export function GiftcardBlock({ currency }: { currency: CurrencyCode }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const { cart } = useCart();
  // The number of the card this visit applied, to name it; after a reload the cart only says a card pays.
  const [applied, setApplied] = useState<string | null>(null);
  const paid = cart.totals.find((line) => line.code === 'giftcard');

  const body = paid ? <PaidByCard amount={formatPrice(Math.abs(paid.value), currency)} number={applied} /> : <UseCardForm onApplied={setApplied} />;

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('giftcard.title')}
      </h2>
      {body}
    </section>
  );
}

function PaidByCard({ amount, number }: { amount: string; number: string | null }) {
  const { t } = useTranslation(NS);
  const { busy, error: failed, submit: decline } = useSubmit(async () => ((await declineGiftcard()).ok ? undefined : true), () => true);
  return (
    <>
      <p className={styles.paid}>{number ? t('giftcard.paidBy', { last4: lastFour(number), amount }) : t('giftcard.paid', { amount })}</p>
      <p className={styles.note}>{t('giftcard.rest')}</p>
      <button type="button" className={`${controls.linkButton} ${styles.linkButton}`} disabled={busy} aria-busy={busy} onClick={() => void decline()}>
        {t('giftcard.decline')}
      </button>
      {failed && (
        <p role="alert" className={`${controls.error} ${styles.error}`}>
          {t('giftcard.declineFailed')}
        </p>
      )}
    </>
  );
}

function UseCardForm({ onApplied }: { onApplied(number: string): void }) {
  const { t } = useTranslation(NS);
  const legendId = useId();
  // The connected cards; if they cannot be loaded the block still takes a number and PIN.
  const { state } = useRequest('my-giftcards', fetchMyGiftcards);
  const [now] = useState(() => Date.now());
  const cards = state.status === 'done' && state.data.status === 200 ? state.data.giftcards.filter((card) => canPay(card, now)) : [];
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? cards[0]?.number ?? OTHER;
  const { busy, error, submit: use } = useSubmit(async (values: Record<string, string>) => {
    const number = choice === OTHER ? (values[GIFTCARD_FIELD_NAMES.number] ?? '') : choice;
    const result = await payWithGiftcard(number, choice === OTHER ? values[GIFTCARD_FIELD_NAMES.pin] : undefined);
    if (result.ok) return onApplied(number);
    // The session ended on the server: the login popup, as for a guest.
    if (result.error === NOT_LOGGED_IN) return void bus.emit('auth:required', { reason: 'giftcard' });
    return result.error;
  }, () => 'request_failed');

  return (
    <ValidatedForm className={styles.form} onValidSubmit={(values) => void use(values)}>
      {cards.length > 0 && (
        <div role="radiogroup" aria-labelledby={legendId} className={styles.cards}>
          <p id={legendId} className={styles.note}>
            {t('giftcard.choose')}
          </p>
          {cards.map((card) => (
            <label key={card.number} className={styles.option}>
              <input type="radio" name="giftcard" checked={choice === card.number} onChange={() => setPicked(card.number)} />
              <span>{t('giftcard.card', { last4: lastFour(card.number), balance: formatPrice(card.balance, card.currency) })}</span>
            </label>
          ))}
          <label className={styles.option}>
            <input type="radio" name="giftcard" checked={choice === OTHER} onChange={() => setPicked(OTHER)} />
            <span>{t('giftcard.other')}</span>
          </label>
        </div>
      )}
      {choice === OTHER && (
        <GiftcardFields
          className={styles.fields}
          texts={{ number: t('giftcard.number'), pin: t('giftcard.pin'), badNumber: t('giftcard.badNumber'), badPin: t('giftcard.badPin') }}
        />
      )}
      <button type="submit" className={controls.secondary} disabled={busy} aria-busy={busy}>
        {t('giftcard.apply')}
      </button>
      {error && (
        <p role="alert" className={`${controls.error} ${styles.error}`}>
          {t(errorKey(error))}
        </p>
      )}
    </ValidatedForm>
  );
}
