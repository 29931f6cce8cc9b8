import type { CartProduct } from '@shop/contracts';
import { useLocalePath } from '@shop/i18n';
import { Link } from '@shop/router';
import styles from './line-photo.module.css';

/**
 * A line's product photo, linking to the product. The name beside it is the link screen readers
 * and keyboards use, so this one is left out of both (one stop per product, not two).
 */
export function LinePhoto({ product }: { product: CartProduct }) {
  const localePath = useLocalePath();
  return (
    <Link to={localePath(`/${product.url_path}`)} className={styles.photo} tabIndex={-1} aria-hidden="true">
      {/* An empty URL is the API's cue that the product has no photo: its box stays. */}
      {product.image !== '' && <img src={product.image} alt="" width={400} height={600} loading="lazy" decoding="async" />}
    </Link>
  );
}
