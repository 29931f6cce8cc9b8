import { lazy, memo, Suspense, useState } from 'react';
import type { ProductPageProps, ProductPage as ProductData } from '@shop/contracts';
import { formatPrice, useLanguage, useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Navigate } from '@shop/router';
import { Breadcrumbs, controls, Dialog, ErrorNotice, LoadingState, WishlistHeart, useDocumentTitle, useRequest } from '@shop/ui';
import { HydrateNearView } from '../../components/hydrate-near-view';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/product';
import { ProductGrid } from '../../listing/product-grid';
import { AddToCart } from './add-to-cart';
import { fetchProduct } from './api';
import { ContactManager } from './contact-manager';
import { ProductNotes } from './product-notes';
import { DeliveryEstimate } from './delivery-estimate';
import { Gallery } from './gallery';
import { SizePicker } from './size-picker';
import { Stars } from './stars';
import styles from './product.module.css';

// The one-click / notify-me form opens in a dialog on a click: its code and texts are a chunk of
// their own, fetched when the shopper points at or focuses the button (issue 10), so the page
// itself carries neither.
const loadOneClickForm = () => import('./one-click-form');
const OneClickForm = lazy(() => loadOneClickForm().then((module) => ({ default: module.OneClickForm })));
const preloadOneClickForm = () => void loadOneClickForm();

// The reviews are below the fold: their code and texts are a chunk of their own. A server-rendered
// page shows them at once and fetches the chunk when the shopper scrolls near them (HydrateNearView);
// a page the browser draws itself fetches it at once.
const Reviews = lazy(() => import('./reviews').then((module) => ({ default: module.Reviews })));

// Most products have no stories: the strip's code is a chunk of its own, fetched for a product
// that has some. Drawn by the server with the page, it hydrates once the chunk is in, and a tap
// that came first is done then (HydrateNearView); memo keeps its props still meanwhile.
const StoryStrip = lazy(() => import('./stories/story-strip').then((module) => ({ default: module.StoryStrip })));
const Stories = memo(function Stories({ stories }: { stories: ProductData['stories'] }) {
  return (
    <HydrateNearView as="div">
      <StoryStrip stories={stories} />
    </HydrateNearView>
  );
});

/** Memo keeps the part's props still while it waits to hydrate (see HydrateNearView). */
const ReviewsNearView = memo(function ReviewsNearView(props: { productId: number; rating: ProductData['rating'] }) {
  return (
    <HydrateNearView as="div">
      <Reviews {...props} />
    </HydrateNearView>
  );
});

/** A product (spec §2 Product), from its first data when it came with the page, else loaded. */
export function ProductPageView({ urlPath, initialData }: ProductPageProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const pathTo = usePathTo();
  const initial = initialData && { status: 200 as const, ...initialData };
  const { state, retry } = useRequest(`${language}:${urlPath}`, () => fetchProduct(language, urlPath), initial);
  const product = state.status === 'done' && state.data.status === 200 ? state.data.product : undefined;
  useDocumentTitle(product && (product.meta_title || product.name), product?.meta_description);

  if (state.status === 'done' && state.data.status === 400) return <Navigate to={pathTo('not-found')} replace />;
  return (
    <PageRoot>
      {state.status === 'loading' && <LoadingState label={t('loadingProduct')} />}
      {state.status === 'error' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      {/* A new product is a new page: its chosen size and open forms start afresh. */}
      {product && <ProductDetails key={product.id} product={product} />}
    </PageRoot>
  );
}

/** The one size there is is chosen for the shopper; with several, they choose. */
const firstChoice = (product: ProductData): number | null => (product.sizes.length === 1 ? product.sizes[0]!.option_value_id : null);

function ProductDetails({ product }: { product: ProductData }) {
  const { t } = useTranslation(NS);
  const [sizeId, setSizeId] = useState<number | null>(() => firstChoice(product));
  const [form, setForm] = useState<'order' | 'restock' | null>(null);
  const size = product.sizes.find((candidate) => candidate.option_value_id === sizeId) ?? null;
  const soldOut = product.sizes.length > 0 && product.sizes.every((candidate) => candidate.stock === 'outOfStock');
  // The API's trail runs from the top category to the product itself, which is the current page.
  const crumbs = product.breadcrumbs.map((crumb, index, all) => ({ label: crumb.name, href: index < all.length - 1 ? `/${crumb.url_path}` : undefined }));

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className={styles.layout}>
        <Gallery images={product.images} name={product.name} />
        <div className={styles.buyBox}>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{product.name}</h1>
            <WishlistHeart sku={product.sku} name={product.name} />
          </div>
          <p className={styles.sku}>{t('sku', { sku: product.sku })}</p>
          {product.rating.count > 0 && (
            <a className={styles.ratingLink} href="#reviews">
              <Stars score={product.rating.average} /> {t('reviewCount', { count: product.rating.count })}
            </a>
          )}
          {/* An API from before stories (a shell still live with an older release) sends none. */}
          {(product.stories ?? []).length > 0 && <Stories stories={product.stories} />}
          <p className={styles.price}>
            <span className={product.old_price !== null ? styles.salePrice : undefined}>{formatPrice(product.price, product.currency)}</span>
            {product.old_price !== null && (
              <s className={styles.oldPrice} aria-label={t('oldPrice', { price: formatPrice(product.old_price, product.currency) })}>
                {formatPrice(product.old_price, product.currency)}
              </s>
            )}
          </p>
          {soldOut && (
            <p className={styles.soldOut} role="note">
              {t('soldOut')}
            </p>
          )}
          {product.sizes.length > 0 && <SizePicker sizes={product.sizes} chosen={sizeId} onChoose={(id) => { setSizeId(id); setForm(null); }} />}
          {size?.stock === 'outOfStock' ? (
            <div className={styles.restock}>
              <p>{t('sizeSoldOutNotice', { size: size.label })}</p>
              <button type="button" className={`${controls.primary} ${styles.action}`} onClick={() => setForm('restock')} onPointerEnter={preloadOneClickForm} onFocus={preloadOneClickForm}>
                {t('notifyMe')}
              </button>
            </div>
          ) : (
            !soldOut && (
              <>
                <AddToCart product={product} optionValueId={sizeId} />
                <button
                  type="button"
                  className={`${controls.secondary} ${styles.action}`}
                  onClick={() => setForm('order')}
                  onPointerEnter={preloadOneClickForm}
                  onFocus={preloadOneClickForm}
                  disabled={size === null}
                >
                  {size === null ? t('oneClickChooseSize') : t('oneClick.open')}
                </button>
              </>
            )
          )}
          <DeliveryEstimate productId={product.id} />
          <ProductNotes />
          <ContactManager productId={product.id} productName={product.name} />
        </div>
      </div>
      {product.description && (
        <section className={styles.section} aria-labelledby="product-description">
          <h2 id="product-description" className={styles.sectionTitle}>
            {t('description')}
          </h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      )}
      {product.specs.length > 0 && (
        <section className={styles.section} aria-labelledby="product-specs">
          <h2 id="product-specs" className={styles.sectionTitle}>
            {t('specs')}
          </h2>
          <dl className={styles.specs}>
            {product.specs.map((spec) => (
              <div key={spec.name} className={styles.spec}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ReviewsNearView productId={product.id} rating={product.rating} />
      {product.recommendations.length > 0 && (
        <section className={styles.section} aria-labelledby="product-recommendations">
          <h2 id="product-recommendations" className={styles.sectionTitle}>
            {t('recommendations')}
          </h2>
          <ProductGrid items={product.recommendations} label={t('recommendations')} />
        </section>
      )}
      <Dialog open={form !== null && size !== null} onClose={() => setForm(null)} title={form === 'restock' ? t('oneClick.restockTitle') : t('oneClick.orderTitle')}>
        {form !== null && size !== null && (
          <>
            <p className={styles.formProduct}>
              {product.name}, {t('sizeNamed', { size: size.label })}
            </p>
            <Suspense fallback={<LoadingState />}>
              <OneClickForm productId={product.id} optionValueId={size.option_value_id} isRestock={form === 'restock'} />
            </Suspense>
          </>
        )}
      </Dialog>
    </>
  );
}
