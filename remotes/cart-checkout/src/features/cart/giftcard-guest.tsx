import { useId } from 'react';
import { useTranslation } from '@shop/i18n';
import { bus } from '@shop/session';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/cart';
import styles from './giftcard-block.module.css';

/**
 * The cart's gift card block for a guest (spec §6): a card pays only for a customer, so they are
 * asked to log in. Drawn with the page: the block's own chunk (giftcard-block.tsx) loads only for a
 * logged-in customer, so a guest's first visit to /cart carries none of it.
 */
export function GiftcardGuest() {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('giftcardGuest.title')}
      </h2>
      <p className={styles.note}>{t('giftcardGuest.note')}</p>
      <button type="button" className={`${controls.linkButton} ${styles.linkButton}`} onClick={() => bus.emit('auth:required', { reason: 'giftcard' })}>
        {t('giftcardGuest.login')}
      </button>
    </section>
  );
}
