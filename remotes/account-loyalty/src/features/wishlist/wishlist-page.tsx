import { useEffect, useState } from 'react';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { bus } from '@shop/session';
import { controls, ErrorNotice, LoadingState, ProductCard } from '@shop/ui';
import { AccountLayout } from '../../components/account-layout';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/wishlist';
import { fetchWishlistProducts } from './api';
import { WishlistActions } from './wishlist-actions';
import styles from './wishlist.module.css';

/** /account/wishlist: the products on the shared card, each with a size to add to the cart and a way out of the list. */
export function WishlistPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('wishlist.title')}>
      <WishlistProducts />
    </AccountLayout>
  );
}

function WishlistProducts() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const localePath = useLocalePath();
  // Prices come in the language's shop currency: the list is asked for again in another language.
  const { state, retry } = useAccountRequest(`wishlist:${language}`, fetchWishlistProducts);
  // The skus still listed after the changes made while the page is open (the remove button, a
  // card's heart): the products were loaded once, the list follows the session's wishlist.
  const [kept, setKept] = useState<readonly string[] | null>(null);
  useEffect(() => bus.on('wishlist:updated', ({ items }) => setKept(items)), []);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  const products = kept ? state.data.products.filter((product) => kept.includes(product.sku)) : state.data.products;
  if (products.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={controls.notice}>{t('wishlist.empty')}</p>
        <Link className={controls.primary} to={localePath('/')}>
          {t('wishlist.toCatalog')}
        </Link>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={t('wishlist.list')}>
      {products.map((product, index) => (
        <li key={product.sku} className={styles.item}>
          <ProductCard product={product} priority={index < 2} />
          <WishlistActions product={product} />
        </li>
      ))}
    </ul>
  );
}
