import { useId } from 'react';
import type { ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard } from '@shop/ui';
import styles from './home.module.css';

/** A titled row of product cards that scrolls sideways on narrow screens. */
export function ProductRow({ title, products }: { title: string; products: readonly ProductCardData[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.row}>
        {products.map((product) => (
          <li key={product.id} className={styles.rowItem}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
