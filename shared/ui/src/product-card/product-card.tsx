import type { ProductCard as ProductCardData } from '@shop/contracts';
import { formatPrice, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { ResponsiveImage } from '../responsive-image';
import { VisuallyHidden } from '../visually-hidden';
import { WishlistHeart } from './wishlist-heart';
import { cardBadge } from './card-badge';
import styles from './product-card.module.css';

/** Product photos are 2:3; the card reserves that box before the image arrives. */
const CARD_IMAGE = { width: 400, height: 600 };
/** Two columns on phones, three on tablets, four on desktops (the grids of every page). */
const CARD_SIZES = { mobile: '50vw', tablet: '33vw', desktop: '300px' };

export interface ProductCardProps {
  product: ProductCardData;
  /** For the cards above the fold: load the photo at once. */
  priority?: boolean;
}

/**
 * One product card for every grid and row (category, search, home, recommendations, cart,
 * account): photo, name, price in the shop currency with the old price on sale, a sale or stock
 * badge and the wishlist heart.
 */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { t } = useTranslation('ui');
  const localePath = useLocalePath();
  const badge = cardBadge(product);
  return (
    <article className={styles.card}>
      <Link className={styles.link} to={localePath(`/${product.url_path}`)}>
        <span className={styles.photo}>
          {product.image_id !== null ? (
            <ResponsiveImage
              base={`/api/media/product/${product.image_id}`}
              alt=""
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              sizes={CARD_SIZES}
              priority={priority}
            />
          ) : (
            <span className={styles.noPhoto} />
          )}
        </span>
        <span className={styles.name}>{product.name}</span>
      </Link>
      <p className={styles.price}>
        {product.old_price !== null && <VisuallyHidden>{t('card.salePrice')} </VisuallyHidden>}
        <span className={product.old_price !== null ? styles.salePrice : undefined}>{formatPrice(product.price, product.currency)}</span>
        {product.old_price !== null && (
          <>
            <VisuallyHidden> {t('card.oldPrice')} </VisuallyHidden>
            <s className={styles.oldPrice}>{formatPrice(product.old_price, product.currency)}</s>
          </>
        )}
      </p>
      {badge && <span className={`${styles.badge} ${styles[badge.kind]}`}>{t(badge.text, badge.values)}</span>}
      <WishlistHeart sku={product.sku} name={product.name} className={styles.heart} />
    </article>
  );
}
