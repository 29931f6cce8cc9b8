import { memo, useState } from 'react';
import type { CatalogFilter, CatalogQuery, CategoryPageProps, SelectedFilters } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { usePathTo } from '@shop/i18n/links';
import { Navigate } from '@shop/router';
import { Breadcrumbs, controls, Dialog, ErrorNotice, LoadingState, useDocumentTitle } from '@shop/ui';
import { HydrateNearView } from '../../components/hydrate-near-view';
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
  const pathTo = usePathTo();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { query, view, loading, problem, retry, loadMore, choose, pageHref } = useCategoryView(urlPath, initialData);
  const category = view?.data.category;
  useDocumentTitle(category && (category.meta_title || category.name), category?.meta_description);

  if (problem === 'not_found') return <Navigate to={pathTo('not-found')} replace />;

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
        <FiltersSidebar filters={data.filters} query={query} choose={choose} label={t('filters')} />
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
      {/* Only phones have the button that opens it (CSS shows the button below the tablet width). */}
      <Dialog open={sheetOpen} onClose={() => setSheetOpen(false)} title={t('filters')} className={styles.sheet}>
        <FiltersPanel filters={data.filters} selected={query.filters} onChange={(filters) => choose({ filters, sort: query.sort })} />
        <button type="button" className={styles.showResults} onClick={() => setSheetOpen(false)} aria-busy={loading}>
          {t('showProducts', { count: data.total })}
        </button>
      </Dialog>
    </PageRoot>
  );
}

interface FiltersSidebarProps {
  filters: readonly CatalogFilter[];
  query: CatalogQuery;
  choose: (next: Omit<CatalogQuery, 'page'>) => void;
  label: string;
}

/**
 * The filters beside the grid on tablets and desktops. It is in every page (a server render cannot
 * know the viewport) and CSS hides it on phones, where it then never hydrates: a hidden part never
 * nears the viewport. Choosing the layout in JavaScript instead re-rendered the whole page right
 * after hydration on every phone (Lighthouse TBT 250 ms). Memoised so the page's own re-renders
 * (the sheet opening) leave it, and its wait, alone.
 */
const FiltersSidebar = memo(function FiltersSidebar({ filters, query, choose, label }: FiltersSidebarProps) {
  const onChange = (selected: SelectedFilters) => choose({ filters: selected, sort: query.sort });
  return (
    <aside className={styles.sidebar} aria-label={label}>
      <HydrateNearView as="div">
        <FiltersPanel filters={filters} selected={query.filters} onChange={onChange} />
      </HydrateNearView>
    </aside>
  );
});

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
