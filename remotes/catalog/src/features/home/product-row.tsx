import { memo, useId } from 'react';
import type { ProductCard as ProductCardData } from '@shop/contracts';
import { ProductCard } from '@shop/ui';
import { HydrateNearView } from '../../components/hydrate-near-view';
import styles from './home.module.css';

/**
 * A titled row of product cards that scrolls sideways on narrow screens. Its cards hydrate when the
 * row nears the viewport; memo keeps its props still while it waits (see HydrateNearView).
 */
export const ProductRow = memo(function ProductRow({ title, products }: { title: string; products: readonly ProductCardData[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <HydrateNearView as="ul" className={styles.row}>
        {products.map((product) => (
          <li key={product.id} className={styles.rowItem}>
            <ProductCard product={product} />
          </li>
        ))}
      </HydrateNearView>
    </section>
  );
});
