import { useState } from 'react';
import { formatGiftcardNumber, giftcardDigits, type Giftcard } from '@shop/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { controls } from '@shop/ui';
import { useCopy } from '@shop/ui/forms';
import { isExpired } from '../../components/card-dates';
import { NS } from '../../i18n/welcome';
import styles from './welcome.module.css';

/**
 * The card's figures (spec §2 welcome page): balance, expiry, number and PIN, each with a copy
 * button. The PIN stays hidden until asked for, so it is not read over a shoulder.
 */
export function CardDetails({ giftcard, pin }: { giftcard: Giftcard; pin: string }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const [pinShown, setPinShown] = useState(false);
  const { outcome, copy } = useCopy<'number' | 'pin'>();
  const { balance, initial_amount: initial, currency, expires_at: expiresAt } = giftcard;
  const expiry = formatDate(expiresAt, language);

  return (
    <div className={styles.details}>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('card.balance')}</dt>
          <dd className={styles.balance}>
            {formatPrice(balance, currency)}
            {balance !== initial && <span className={styles.initial}> {t('card.of', { amount: formatPrice(initial, currency) })}</span>}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('card.number')}</dt>
          <dd className={styles.secret}>
            <span className={styles.digits}>{formatGiftcardNumber(giftcard.number)}</span>
            <button type="button" className={controls.linkButton} onClick={() => copy('number', giftcardDigits(giftcard.number))}>
              {t('welcome.copyNumber')}
            </button>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('card.pin')}</dt>
          <dd className={styles.secret}>
            {pinShown ? <span className={styles.digits}>{pin}</span> : <span className={styles.digits} aria-label={t('welcome.pinHidden')} role="img">••••</span>}
            <button type="button" className={controls.linkButton} onClick={() => setPinShown((shown) => !shown)}>
              {pinShown ? t('welcome.hidePin') : t('welcome.showPin')}
            </button>
            {pinShown && (
              <button type="button" className={controls.linkButton} onClick={() => copy('pin', pin)}>
                {t('welcome.copyPin')}
              </button>
            )}
          </dd>
        </div>
      </dl>
      <p className={isExpired(expiresAt) ? controls.error : styles.expiry}>{isExpired(expiresAt) ? t('card.expired', { date: expiry }) : t('card.expires', { date: expiry })}</p>
      <p role="status" className={controls.success}>
        {outcome?.copied === true && t(outcome.key === 'number' ? 'welcome.numberCopied' : 'welcome.pinCopied')}
      </p>
      {outcome?.copied === false && (
        <p role="alert" className={controls.error}>
          {t('welcome.copyFailed')}
        </p>
      )}
    </div>
  );
}
