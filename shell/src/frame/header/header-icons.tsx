import { Link, useLocation } from '@shop/router';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { useCartCount, useSession, useWishlistCount } from '@shop/session';
import { NS } from '../../i18n/texts';
import { HeaderIcon } from './icons';
import styles from './header.module.css';

/** A count badge: only when there is something to count (spec §2); 99+ keeps it small. */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * Spec §2: bonus card (guests: /bonus-card with a gift icon; logged in: /account/membership),
 * account (guests: the login popup by hash; logged in: /account), wishlist and cart with badges.
 * Each link's accessible name carries the count ("Корзина, 3 товара").
 */
export function HeaderIcons() {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const pathTo = usePathTo();
  const { pathname, search } = useLocation();
  const { loggedIn } = useSession();
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  const cartLabel = cartCount > 0 ? t('header.cart', { count: cartCount }) : t('header.cartEmpty');
  const wishlistLabel = wishlistCount > 0 ? t('header.wishlist', { count: wishlistCount }) : t('header.wishlistEmpty');

  return (
    <ul aria-label={t('header.icons')} className={styles.icons}>
      <li className={`${styles.iconItem} ${styles.wideOnly}`}>
        {loggedIn ? (
          <Link to={pathTo('membership')} className={styles.iconLink} aria-label={t('header.membership')}>
            <HeaderIcon name="card" />
          </Link>
        ) : (
          <Link to={localePath('/bonus-card')} className={styles.iconLink} aria-label={t('header.bonusCard')}>
            <HeaderIcon name="gift" />
          </Link>
        )}
      </li>
      <li className={`${styles.iconItem} ${styles.wideOnly}`}>
        {loggedIn ? (
          <Link to={pathTo('account')} className={styles.iconLink} aria-label={t('header.account')}>
            <HeaderIcon name="user" />
          </Link>
        ) : (
          // The popup container opens the login form for #auth and clears the hash on close.
          <Link to={{ pathname, search, hash: '#auth' }} className={styles.iconLink} aria-label={t('header.login')}>
            <HeaderIcon name="user" />
          </Link>
        )}
      </li>
      {/* On phones too: the bar keeps the wishlist and the cart; the bonus card and the account are in the menu. */}
      <li className={styles.iconItem}>
        <Link to={pathTo('wishlist')} className={styles.iconLink} aria-label={wishlistLabel}>
          <HeaderIcon name="heart" />
          <Badge count={wishlistCount} />
        </Link>
      </li>
      <li className={styles.iconItem}>
        <Link to={pathTo('cart')} className={styles.iconLink} aria-label={cartLabel}>
          <HeaderIcon name="cart" />
          <Badge count={cartCount} />
        </Link>
      </li>
    </ul>
  );
}
