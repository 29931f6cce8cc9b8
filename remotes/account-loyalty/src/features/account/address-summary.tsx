import { useId } from 'react';
import type { Address } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/account';
import styles from './account.module.css';

/** Spec §2 Account default shipping address: the address in one line, its note, and the way to edit it. */
export function AddressSummary({ address }: { address: Address }) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const id = useId();
  const line = [
    address.postcode,
    address.street,
    address.house && t('account.address.house', { house: address.house }),
    address.apartment && t('account.address.apartment', { apartment: address.apartment }),
  ].filter(Boolean).join(', ');
  return (
    <section className={controls.panel} aria-labelledby={id}>
      <h2 id={id} className={controls.subtitle}>
        {t('account.address.title')}
      </h2>
      {line ? <p className={styles.note}>{line}</p> : <p className={styles.note}>{t('account.address.none')}</p>}
      {address.comment && <p className={styles.muted}>{address.comment}</p>}
      <p className={styles.note}>
        <Link className={controls.secondary} to={pathTo('edit-address')}>
          {t(line ? 'account.address.edit' : 'account.address.add')}
        </Link>
      </p>
    </section>
  );
}
