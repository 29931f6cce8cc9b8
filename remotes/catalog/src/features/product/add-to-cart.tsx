import { useState } from 'react';
import type { ProductPage } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Link } from '@shop/router';
import { addToCart } from '@shop/session';
import { controls } from '@shop/ui';
import { NS } from '../../i18n/product';
import styles from './product.module.css';

type Outcome = { kind: 'added' } | { kind: 'chooseSize' } | { kind: 'failed'; error: string };

/** Spec §9: one piece of the chosen size goes to the cart; the header badge follows the server's cart. */
export function AddToCart({ product, optionValueId }: { product: ProductPage; optionValueId: number | null }) {
  const { t } = useTranslation(NS);
  const pathTo = usePathTo();
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const add = async () => {
    if (optionValueId === null) {
      setOutcome({ kind: 'chooseSize' });
      return;
    }
    setAdding(true);
    setOutcome(null);
    const result = await addToCart(product.id, optionValueId);
    setAdding(false);
    setOutcome(result.ok ? { kind: 'added' } : { kind: 'failed', error: result.error });
  };

  return (
    <div className={styles.addToCart}>
      <button type="button" className={`${controls.primary} ${styles.action}`} onClick={() => void add()} disabled={adding} aria-busy={adding}>
        {adding ? t('adding') : t('addToCart')}
      </button>
      <div aria-live="polite" className={styles.outcome}>
        {outcome?.kind === 'added' && (
          <p className={styles.success}>
            {t('added')} <Link to={pathTo('cart')}>{t('goToCart')}</Link>
          </p>
        )}
        {outcome?.kind === 'chooseSize' && <p className={styles.error}>{t('chooseSizeFirst')}</p>}
        {outcome?.kind === 'failed' && <p className={styles.error}>{t(outcome.error === 'out_of_stock' ? 'sizeSoldOut' : 'addFailed')}</p>}
      </div>
    </div>
  );
}
