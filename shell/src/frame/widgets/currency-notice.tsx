import { useEffect, useState } from 'react';
import type { RemovedByCurrency } from '@shop/contracts';
import { bus } from '@shop/session';
import { lazyPart, PartFailed } from '../lazy-part';
import styles from './widgets.module.css';

const CurrencyRemoved = lazyPart('currency notice', () => import(/* webpackChunkName: "currency-removed" */ './currency-removed').then((m) => m.default));

/**
 * What switching the cart to the visitor's currency took off it (spec §1: a promo code or gift
 * card that does not fit the new currency is removed with a message, never silently): one line
 * each, read out politely, until the shopper closes it. Its words load when it has something to say.
 */
export function CurrencyNotice() {
  const [removed, setRemoved] = useState<readonly RemovedByCurrency[]>([]);
  useEffect(() => bus.on('cart:currency-changed', (event) => setRemoved(event.removed)), []);

  return (
    <div role="status" className={removed.length > 0 ? styles.currencyNotice : undefined}>
      {removed.length > 0 && (
        <CurrencyRemoved removed={removed} onClose={() => setRemoved([])} failed={(retry) => <PartFailed onRetry={retry} />} />
      )}
    </div>
  );
}
