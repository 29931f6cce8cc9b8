import { lazy, Suspense } from 'react';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link } from '@shop/router';
import { countItems, fetchCart, useCart, useSettings } from '@shop/session';
import { Breadcrumbs, controls, ErrorNotice, LoadingState, useDocumentTitle, useRequest } from '@shop/ui';
import { cartLines } from '../../components/cart-lines';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/cart';
import { Recommendations } from './recommendations';
import styles from './cart.module.css';

// A cart with lines is a chunk of its own: an empty cart (a first visit's) loads none of its code.
const FilledCart = lazy(() => import(/* webpackChunkName: "cart-filled" */ './filled-cart'));

/**
 * The cart (/cart, spec §2): the heading, the empty cart's way to the catalogue, the lines and their
 * summary (filled-cart.tsx) and the recommendations. The cart is fetched on arrival: the one the
 * page may have from storage has no totals.
 */
export function CartPage() {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const settings = useSettings(language);
  const localePath = useLocalePath();
  const cart = useCart();
  const { state, retry } = useRequest(language, fetchCart);
  useDocumentTitle(t('cart.title'));

  const lines = cartLines(cart.cart.items, cart.products);

  const loaded = state.status === 'done' && state.data.ok;
  // The cart's one currency is what its totals are in (the shell keeps it the visitor's).
  const currency = cart.cart.currency ?? cart.products[0]?.currency ?? settings?.currency;

  return (
    <PageRoot>
      <Breadcrumbs items={[{ label: t('cart.title') }]} />
      <div className={styles.heading}>
        <h1 className={`${controls.title} ${styles.title}`}>
          {t('cart.title')}
        </h1>
        {loaded && lines.length > 0 && <p className={styles.count}>{t('cart.count', { count: countItems(cart) })}</p>}
      </div>
      {state.status === 'loading' && <LoadingState label={t('cart.loading')} />}
      {state.status === 'error' || (state.status === 'done' && !state.data.ok) ? <ErrorNotice message={t('cart.loadError')} onRetry={retry} /> : null}
      {loaded && lines.length === 0 && (
        <>
          <div className={styles.empty}>
            <p>{t('cart.empty')}</p>
            <Link className={controls.primary} to={localePath('/')}>
              {t('cart.toCatalogue')}
            </Link>
          </div>
          <Recommendations products={cart.recommendations} />
        </>
      )}
      {loaded && lines.length > 0 && (
        // The recommendations wait with the lines for their chunk: shown under the loading state,
        // they were pushed down the page when the lines came (a layout shift of 0.34 on phones).
        <Suspense fallback={<LoadingState label={t('cart.loading')} />}>
          <FilledCart lines={lines} currency={currency} />
          <Recommendations products={cart.recommendations} />
        </Suspense>
      )}
    </PageRoot>
  );
}
