import { useTranslation } from '@shop/i18n';
import { toggleWishlist, useInWishlist } from '@shop/session';
import styles from './wishlist-heart.module.css';

export interface WishlistHeartProps {
  sku: string;
  /** The product's name, for the button's accessible name. */
  name: string;
  className?: string;
}

/**
 * The wishlist toggle of a product (card and product page). A guest's heart is kept locally and
 * asks them to log in to keep it (the session package emits auth:required; the shell opens login).
 */
export function WishlistHeart({ sku, name, className }: WishlistHeartProps) {
  const { t } = useTranslation('ui');
  const inWishlist = useInWishlist(sku);
  return (
    <button
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={inWishlist}
      aria-label={t(inWishlist ? 'wishlist.remove' : 'wishlist.add', { name })}
      onClick={() => void toggleWishlist(sku)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={inWishlist ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
