import { useLocalePath } from '@shop/i18n';
import { Link } from '@shop/router';
import styles from './line-photo.module.css';

/**
 * A line's product photo, linking to the product. The name beside it is the link screen readers
 * and keyboards use, so this one is left out of both (one stop per product, not two).
 */
export function LinePhoto({ urlPath, image }: { urlPath: string; image: string }) {
  const localePath = useLocalePath();
  return (
    <Link to={localePath(`/${urlPath}`)} className={styles.photo} tabIndex={-1} aria-hidden="true">
      {/* An empty URL is the API's cue that the product has no photo: its box stays. */}
      {image !== '' && <img src={image} alt="" width={400} height={600} loading="lazy" decoding="async" />}
    </Link>
  );
}
