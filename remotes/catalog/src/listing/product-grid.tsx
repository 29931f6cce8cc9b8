import { memo } from 'react';
import type { ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard } from '@shop/ui';
import styles from './listing.module.css';

/** Cards in the first row load their photo at once: they are the page's largest paint. */
const EAGER_CARDS = 4;

/** Memoised: a page's own re-renders (its loading flag, a sheet opening) leave the cards alone. */
export const ProductGrid = memo(function ProductGrid({ items, label }: { items: readonly ProductCardData[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item.id}-${item.page}`} className={styles.cell}>
          <ProductCard product={item} priority={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
});
