import type { CurrencyCode } from '@shop/contracts';
import { formatPrice, useLocalePath } from '@shop/i18n';
import { Link } from '@shop/router';
import { LinePhoto } from './line-photo';
import styles from './item-list.module.css';

/** One ordered product as a read-only list shows it; `amount` is price × quantity, minor units. */
export interface ListedItem {
  key: string | number;
  name: string;
  urlPath: string;
  image: string;
  /** The page's own words for the size and quantity ("Размер S", "2 штуки"), each on its line. */
  details: readonly string[];
  amount: number;
  currency: CurrencyCode;
}

/**
 * The products of a shared cart, a checkout's review or a placed order: photo and name linking to
 * the product, the page's details, and what the line costs. The cart page edits its lines and
 * has its own (cart-line.tsx).
 */
export function ItemList({ items, label }: { items: readonly ListedItem[]; label?: string }) {
  const localePath = useLocalePath();
  return (
    <ul className={styles.items} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <LinePhoto urlPath={item.urlPath} image={item.image} />
          <div className={styles.body}>
            <Link className={styles.name} to={localePath(`/${item.urlPath}`)}>
              {item.name}
            </Link>
            {item.details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
            <span className={styles.price}>{formatPrice(item.amount, item.currency)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
