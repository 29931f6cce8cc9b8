import { useId, useState } from 'react';
import type { WishlistProduct } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { addToCart, removeFromWishlist } from '@shop/session';
import { controls, fieldClasses } from '@shop/ui';
import { noteRefusal } from '../../components/session-lost';
import { NS } from '../../i18n/wishlist';
import styles from './wishlist.module.css';

/** Refusals of the cart with words of their own; anything else is "try again". */
const CART_REFUSALS = new Set(['out_of_stock', 'cart_full', 'not_found']);

type Outcome = { kind: 'idle' | 'busy' | 'added' } | { kind: 'refused'; error: string };

/**
 * Under a wishlist card: the size (sold-out ones shown, not choosable), "Add to cart" (the
 * session's addToCart, so the badge follows) and "Remove" (removeFromWishlist: the card goes once
 * the server confirms).
 */
export function WishlistActions({ product }: { product: WishlistProduct }) {
  const { t } = useTranslation(NS);
  const id = useId();
  const available = product.sizes.filter((size) => size.stock !== 'outOfStock');
  const [size, setSize] = useState(available[0]?.option_value_id ?? null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const add = async () => {
    if (size === null) return;
    setOutcome({ kind: 'busy' });
    const result = await addToCart(product.id, size);
    if (result.ok) return setOutcome({ kind: 'added' });
    noteRefusal(result.error);
    setOutcome({ kind: 'refused', error: result.error });
  };
  const remove = async () => {
    setOutcome({ kind: 'busy' });
    const result = await removeFromWishlist(product.sku);
    // On success the card leaves the page (wishlist:updated); this component goes with it.
    if (!result.ok) {
      noteRefusal(result.error);
      setOutcome({ kind: 'refused', error: result.error });
    }
  };

  const busy = outcome.kind === 'busy';
  return (
    <div className={styles.actions}>
      <label htmlFor={`${id}-size`} className={fieldClasses.label}>
        {t('wishlist.size')}
      </label>
      <select
        id={`${id}-size`}
        className={fieldClasses.input}
        value={size ?? ''}
        disabled={available.length === 0}
        onChange={(event) => {
          setSize(Number(event.target.value));
          setOutcome({ kind: 'idle' });
        }}
      >
        {product.sizes.map((option) => (
          <option key={option.option_value_id} value={option.option_value_id} disabled={option.stock === 'outOfStock'}>
            {option.stock === 'outOfStock' ? t('wishlist.soldOut', { size: option.label }) : option.label}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={controls.primary}
        disabled={busy || size === null}
        aria-label={t('wishlist.addNamed', { name: product.name })}
        onClick={() => void add()}
      >
        {t('wishlist.addToCart')}
      </button>
      <button
        type="button"
        className={controls.linkButton}
        disabled={busy}
        aria-label={t('wishlist.removeNamed', { name: product.name })}
        onClick={() => void remove()}
      >
        {t('wishlist.remove')}
      </button>
      <p role="status" className={controls.success}>
        {outcome.kind === 'added' && t('wishlist.added', { name: product.name })}
      </p>
      {outcome.kind === 'refused' && (
        <p role="alert" className={controls.error}>
          {t(CART_REFUSALS.has(outcome.error) ? `wishlist.errors.${outcome.error}` : 'wishlist.errors.general')}
        </p>
      )}
    </div>
  );
}
