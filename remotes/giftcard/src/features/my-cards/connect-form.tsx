import { useState } from 'react';
import { NOT_LOGGED_IN, type Giftcard } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { loadCurrentUser } from '@shop/session';
import { controls, GIFTCARD_FIELD_NAMES, GiftcardFields, ValidatedForm } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { connectGiftcard } from '../../components/connect-api';
import { useGiftcardErrorText } from '../../components/giftcard-errors';
import { NS } from '../../i18n/cards';
import styles from './my-cards.module.css';

/**
 * A card someone gave without its link (a printed one, a number read out): its number and PIN
 * connect it (POST /giftcard/connect). A wrong number or PIN is one answer, "Invalid number or CVC".
 */
export function ConnectForm({ onConnected }: { onConnected(giftcard: Giftcard): void }) {
  const { t } = useTranslation(NS);
  const errorText = useGiftcardErrorText();
  // A new form after each card, so its fields start empty.
  const [round, setRound] = useState(0);

  const { busy, error, submit } = useSubmit(async (values: Record<string, string>) => {
    const outcome = await connectGiftcard(values[GIFTCARD_FIELD_NAMES.number] ?? '', values[GIFTCARD_FIELD_NAMES.pin] ?? '');
    if (outcome.ok) {
      setRound((n) => n + 1);
      return onConnected(outcome.giftcard);
    }
    if (outcome.error === NOT_LOGGED_IN) return void loadCurrentUser();
    return outcome.error;
  }, () => 'request_failed');

  return (
    <ValidatedForm key={round} className={styles.connect} onValidSubmit={(values) => void submit(values)} aria-label={t('cards.connect.title')}>
      <GiftcardFields
        className={styles.connectFields}
        texts={{ number: t('cards.connect.number'), pin: t('cards.connect.pin'), badNumber: t('cards.connect.badNumber'), badPin: t('cards.connect.badPin') }}
      />
      <button type="submit" className={controls.secondary} disabled={busy} aria-busy={busy}>
        {t('cards.connect.submit')}
      </button>
      {error && (
        <p role="alert" className={controls.error}>
          {errorText(error)}
        </p>
      )}
    </ValidatedForm>
  );
}
