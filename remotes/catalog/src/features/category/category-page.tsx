import { useState } from 'react';
import type { CategoryPageProps } from '@shop/contracts';
import { useLocalePath, useTranslation } from '@shop/i18n';
import { Navigate } from '@shop/router';
import { Breadcrumbs, controls, Dialog, ErrorNotice, LoadingState, useDocumentTitle, useIsMobile } from '@shop/ui';
import { PageRoot } from '../../components/page-root';
import { NS } from '../../i18n/category';
import { ListingFooter } from '../../listing/listing-footer';
import { ProductGrid } from '../../listing/product-grid';
import { FiltersPanel } from './filters-panel';
import { SortSelect } from './sort-select';
import { useCategoryView } from './use-category-view';
import styles from './category.module.css';

/** A category (spec §2): breadcrumbs, title, filters (a bottom sheet on phones), sort, grid, show more, pages. */
export function CategoryPage({ urlPath, initialData }: CategoryPageProps) {
  const { t } = useTranslation(NS);
  const localePath = useLocalePath();
  const isMobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { query, view, loading, problem, retry, loadMore, choose, pageHref } = useCategoryView(urlPath, initialData);
  const category = view?.data.category;
  useDocumentTitle(category && (category.meta_title || category.name), category?.meta_description);

  if (problem === 'not_found') return <Navigate to={localePath('/404')} replace />;

  if (!view) {
    return (
      <PageRoot>
        {problem === null && <LoadingState label={t('loadingProducts')} />}
        {problem === 'failed' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
        {problem === 'bad_filter' && <BadFilterNotice onReset={() => choose({ filters: {}, sort: query.sort })} />}
      </PageRoot>
    );
  }

  const { data, listing } = view;
  const chosenCount = Object.keys(query.filters).length;
  const filtersPanel = <FiltersPanel filters={data.filters} selected={query.filters} onChange={(filters) => choose({ filters, sort: query.sort })} />;
  const crumbs = data.breadcrumbs.map((crumb, index, all) => ({
    label: crumb.name,
    href: index < all.length - 1 ? `/${crumb.url_path}` : undefined,
  }));

  return (
    <PageRoot>
      <Breadcrumbs items={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{data.category.name}</h1>
        <p className={styles.total}>{t('productCount', { count: data.total })}</p>
      </header>
      <div className={styles.toolbar}>
        {/* The button and the sidebar are both in a server-rendered page, which cannot know the
            viewport: CSS shows the one of the layout, so nothing moves when the page hydrates. */}
        <button type="button" className={styles.filtersButton} onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
          {chosenCount > 0 ? t('filtersChosen', { count: chosenCount }) : t('filters')}
        </button>
        <SortSelect sort={query.sort} onChange={(sort) => choose({ filters: query.filters, sort })} />
      </div>
      {problem === 'bad_filter' && <BadFilterNotice onReset={() => choose({ filters: {}, sort: query.sort })} />}
      {problem === 'failed' && <ErrorNotice message={t('loadError')} onRetry={retry} />}
      <div className={styles.layout}>
        {!isMobile && (
          <aside className={styles.sidebar} aria-label={t('filters')}>
            {filtersPanel}
          </aside>
        )}
        <section className={styles.results} aria-busy={loading} aria-label={t('products')}>
          {listing.items.length > 0 ? (
            <ProductGrid items={listing.items} label={t('products')} />
          ) : (
            <div className={styles.empty}>
              <p>{t('nothingMatches')}</p>
              {chosenCount > 0 && (
                <button type="button" className={`${controls.linkButton} ${styles.linkButton}`} onClick={() => choose({ filters: {}, sort: query.sort })}>
                  {t('resetFilters')}
                </button>
              )}
            </div>
          )}
          {listing.items.length > 0 && <ListingFooter listing={listing} loading={loading} onLoadMore={loadMore} hrefFor={pageHref} />}
        </section>
      </div>
      <Dialog open={isMobile && sheetOpen} onClose={() => setSheetOpen(false)} title={t('filters')} className={styles.sheet}>
        {filtersPanel}
        <button type="button" className={styles.showResults} onClick={() => setSheetOpen(false)} aria-busy={loading}>
          {t('showProducts', { count: data.total })}
        </button>
      </Dialog>
    </PageRoot>
  );
}

/** A link with a filter or value that no longer exists: say so, and offer the category without filters. */
function BadFilterNotice({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <div role="alert" className={styles.notice}>
      <p>{t('badFilter')}</p>
      <button type="button" className={`${controls.linkButton} ${styles.linkButton}`} onClick={onReset}>
        {t('resetFilters')}
      </button>
    </div>
  );
}
