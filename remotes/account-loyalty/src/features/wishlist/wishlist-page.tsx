import { useEffect, useState } from 'react';
import type { WishlistProduct } from '@shop/contracts';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { bus, useWishlist } from '@shop/session';
import { controls, ErrorNotice, LoadingState, ProductCard, useRequest } from '@shop/ui';
import { AccountLayout } from '../../components/account-layout';
import { useAccountRequest } from '../../components/session-lost';
import { NS } from '../../i18n/wishlist';
import { fetchWishlistProducts } from './api';
import { WishlistActions } from './wishlist-actions';
import styles from './wishlist.module.css';

/**
 * /account/wishlist: the products on the shared card, each with a size to add to the cart and a
 * way out of the list. A guest sees the list kept on this device, under an offer to log in.
 */
export function WishlistPage() {
  const { t } = useTranslation(NS);
  return (
    <AccountLayout title={t('wishlist.title')} guest={<GuestWishlist />}>
      <WishlistProducts />
    </AccountLayout>
  );
}

/** A guest's wishlist (spec §6: it lives on this device until a login keeps it): the products the heart badge counts. */
function GuestWishlist() {
  const { t } = useTranslation(NS);
  const { items } = useWishlist();
  // The list as the page opened: its products are loaded once, and a card leaves when a heart or
  // Remove takes its sku off the list.
  const [opened] = useState(items);
  return (
    <>
      <div className={styles.guest}>
        <p>{t('wishlist.guest.text')}</p>
        <button type="button" className={controls.secondary} onClick={() => bus.emit('auth:required', { reason: 'wishlist' })}>
          {t('wishlist.guest.login')}
        </button>
      </div>
      {opened.length === 0 ? <WishlistGrid products={[]} /> : <GuestProducts skus={opened} kept={items} />}
    </>
  );
}

function GuestProducts({ skus, kept }: { skus: readonly string[]; kept: readonly string[] }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const { state, retry } = useRequest(`guest-wishlist:${language}:${skus.join(',')}`, () => fetchWishlistProducts(skus));
  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  return <WishlistGrid products={state.data.products.filter((product) => kept.includes(product.sku))} />;
}

function WishlistProducts() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  // Prices come in the language's shop currency: the list is asked for again in another language.
  const { state, retry } = useAccountRequest(`wishlist:${language}`, () => fetchWishlistProducts());
  // The skus still listed after the changes made while the page is open (the remove button, a
  // card's heart): the products were loaded once, the list follows the session's wishlist.
  const [kept, setKept] = useState<readonly string[] | null>(null);
  useEffect(() => bus.on('wishlist:updated', ({ items }) => setKept(items)), []);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'error' || state.data.status !== 200) return <ErrorNotice message={t('loadError')} onRetry={retry} />;
  return <WishlistGrid products={kept ? state.data.products.filter((product) => kept.includes(product.sku)) : state.data.products} />;
}

/** The wishlist's cards with their actions, or the empty list's way to the catalogue. */
function WishlistGrid({ products }: { products: readonly WishlistProduct[] }) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
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
