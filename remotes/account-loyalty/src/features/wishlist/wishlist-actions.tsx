import { useId, useState } from 'react';
import type { WishlistProduct } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { addToCart, removeFromWishlist, type CommandResult } from '@shop/session';
import { controls, fieldClasses } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { noteRefusal } from '../../components/session-lost';
import { NS } from '../../i18n/wishlist';
import styles from './wishlist.module.css';

/** Refusals of the cart with words of their own; anything else is "try again". */
const CART_REFUSALS = new Set(['out_of_stock', 'cart_full', 'not_found']);

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
  const [added, setAdded] = useState(false);
  // "Add to cart" and "Remove": one at a time; the problem is the refusal's code.
  const { busy, error: refusal, submit, setError: setRefusal } = useSubmit(async (press: () => Promise<CommandResult>) => {
    setAdded(false);
    const result = await press();
    if (result.ok) return;
    noteRefusal(result.error);
    return result.error;
  }, () => 'request_failed');

  const add = (chosen: number) => submit(async () => {
    const result = await addToCart(product.id, chosen);
    setAdded(result.ok);
    return result;
  });
  // On success the card leaves the page (wishlist:updated); this component goes with it.
  const remove = () => submit(() => removeFromWishlist(product.sku));
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
          setAdded(false);
          setRefusal(null);
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
        onClick={() => {
          if (size !== null) void add(size);
        }}
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
        {added && t('wishlist.added', { name: product.name })}
      </p>
      {refusal && (
        <p role="alert" className={controls.error}>
          {t(CART_REFUSALS.has(refusal) ? `wishlist.errors.${refusal}` : 'wishlist.errors.general')}
        </p>
      )}
    </div>
  );
}
