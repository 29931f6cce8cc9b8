import { useState } from 'react';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/order';
import styles from './order.module.css';

/** The order's shared link (/order/shared/{token}) to read or copy: anyone with it sees the order without contact data. */
export function ShareOrderLink({ token }: { token: string }) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = `${window.location.origin}${pathTo('shared-order', { token })}`;
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className={styles.share} aria-labelledby="share-order">
      <h2 id="share-order" className={styles.shareTitle}>
        {t('success.shareTitle')}
      </h2>
      <a href={link} className={styles.shareLink}>
        {link}
      </a>
      <button type="button" className={controls.secondary} onClick={copy}>
        {t('success.copy')}
      </button>
      <p role="status" className={styles.copied}>
        {copied === true && t('success.copied')}
        {copied === false && t('success.copyFailed')}
      </p>
    </section>
  );
}
