import { useId } from 'react';
import type { ProductCard as ProductCardData } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { ProductCard } from '@shop/ui';
import { NS } from '../../i18n/cart';
import styles from './cart.module.css';

/** The cart's recommendations on the shop's product card, in a row that scrolls sideways on phones. */
export function Recommendations({ products }: { products: readonly ProductCardData[] }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.recommendations} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('cart.recommendations')}
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
