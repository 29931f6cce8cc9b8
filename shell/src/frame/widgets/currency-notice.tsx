import { useEffect, useState } from 'react';
import type { RemovedByCurrency } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { bus } from '@shop/session';
import { CloseButton } from '@shop/ui';
import { NS } from '../../i18n/texts';
import './texts';
import styles from './widgets.module.css';

/**
 * What switching the cart to the visitor's currency took off it (spec §1: a promo code or gift
 * card that does not fit the new currency is removed with a message, never silently): one line
 * each, read out politely, until the shopper closes it.
 */
export function CurrencyNotice() {
  const { t } = useTranslation(NS);
  const [removed, setRemoved] = useState<readonly RemovedByCurrency[]>([]);
  useEffect(() => bus.on('cart:currency-changed', (event) => setRemoved(event.removed)), []);

  return (
    <div role="status" className={removed.length > 0 ? styles.currencyNotice : undefined}>
      {removed.length > 0 && (
        <>
          <ul>
            {removed.map((what) => <li key={what}>{t(`widgets.currency.${what}`)}</li>)}
          </ul>
          <CloseButton label={t('widgets.currency.close')} onClick={() => setRemoved([])} />
        </>
      )}
    </div>
  );
}
