import type { FormEvent } from 'react';
import { PRODUCT_STATUSES, PRODUCT_STOCK_FILTERS, type AdminProductChoicesReply, type AdminProductsQuery, type AdminProductsReply, type ProductStatus, type ProductStockFilter } from '@shop/contracts';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link, useSearchParams } from '@shop/router';
import { controls, fieldClasses, imageUrl, useDocumentTitle, VisuallyHidden } from '@shop/ui';
import { queryOf } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded } from '../../frame/admin-problem';
import { Pager } from '../../frame/pager';
import { useMay } from '../../frame/staff-context';
import filters from '../../frame/filters.module.css';
import table from '../../frame/table.module.css';
import { NS } from '../../i18n/register';
import styles from './catalogue.module.css';

type Products = Omit<AdminProductsReply, 'status'>;
type Choices = Omit<AdminProductChoicesReply, 'status'>;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined => (allowed as readonly string[]).includes(value ?? '') ? value as T : undefined;
const idIn = (value: string | null): number | undefined => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

/** The list's query a URL names; anything it does not understand is left out. */
export function productsQueryOf(search: URLSearchParams): AdminProductsQuery {
  const page = idIn(search.get('page'));
  return {
    search: search.get('search')?.trim().slice(0, 100) || undefined,
    category: idIn(search.get('category')),
    status: oneOf<ProductStatus>(search.get('status'), PRODUCT_STATUSES),
    stock: oneOf<ProductStockFilter>(search.get('stock'), PRODUCT_STOCK_FILTERS),
    page: page && page > 1 && page <= 100_000 ? page : undefined,
  };
}

function ProductsFilter({ query, categories, onApply }: { query: AdminProductsQuery; categories: Choices['categories'] | undefined; onApply: (query: AdminProductsQuery) => void }) {
  const { t } = useTranslation(NS);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onApply(productsQueryOf(new URLSearchParams([...form.entries()].map(([key, value]) => [key, String(value)]))));
  };
  return (
    // Keyed by the URL's filters: Back and Forward show theirs.
    <form key={queryOf({ ...query, page: undefined })} className={filters.filters} aria-label={t('catalogue.filters')} onSubmit={submit} noValidate>
      <label className={`${fieldClasses.field} ${filters.wide}`}>
        <span className={fieldClasses.label}>{t('catalogue.search')}</span>
        <input name="search" type="search" defaultValue={query.search ?? ''} placeholder={t('catalogue.searchHint')} maxLength={100} className={fieldClasses.input} />
      </label>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('catalogue.category')}</span>
        {/* Drawn again once the categories are in, so the URL's category is chosen; what was typed meanwhile stays. */}
        <select key={categories ? 'loaded' : 'loading'} name="category" defaultValue={query.category ?? ''} className={fieldClasses.input}>
          <option value="">{t('orders.any')}</option>
          {categories?.map((category) => <option key={category.id} value={category.id}>{`${category.name} (${category.path})`}</option>)}
        </select>
      </label>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('catalogue.status')}</span>
        <select name="status" defaultValue={query.status ?? ''} className={fieldClasses.input}>
          <option value="">{t('catalogue.onShopOrHidden')}</option>
          {PRODUCT_STATUSES.map((status) => <option key={status} value={status}>{t(`catalogue.statuses.${status}`)}</option>)}
        </select>
      </label>
      <label className={fieldClasses.field}>
        <span className={fieldClasses.label}>{t('catalogue.stock')}</span>
        <select name="stock" defaultValue={query.stock ?? ''} className={fieldClasses.input}>
          <option value="">{t('orders.any')}</option>
          {PRODUCT_STOCK_FILTERS.map((stock) => <option key={stock} value={stock}>{t(`catalogue.stocks.${stock}`)}</option>)}
        </select>
      </label>
      <div className={controls.actions}>
        <button type="submit" className={controls.primary}>{t('orders.apply')}</button>
        <button type="button" className={controls.linkButton} onClick={() => onApply({})}>{t('orders.reset')}</button>
      </div>
    </form>
  );
}

function ProductsTable({ data, query }: { data: Products; query: AdminProductsQuery }) {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  if (data.products.length === 0) return <p className={controls.notice}>{query.search || query.category || query.status || query.stock ? t('catalogue.noneFound') : t('catalogue.empty')}</p>;
  const pageLink = (page: number) => adminPath('catalogue', { ...query, page: page > 1 ? page : undefined });
  return (
    <>
      <p>{data.total_capped ? t('catalogue.foundMore', { count: data.total }) : t('catalogue.found', { count: data.total })}</p>
      <div className={table.scroll}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col"><VisuallyHidden>{t('catalogue.photo')}</VisuallyHidden></th>
              <th scope="col">{t('catalogue.product')}</th>
              <th scope="col">{t('catalogue.category')}</th>
              <th scope="col">{t('catalogue.status')}</th>
              <th scope="col" className={table.number}>{t('catalogue.prices')}</th>
              <th scope="col" className={table.number}>{t('catalogue.units')}</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((product) => (
              <tr key={product.id}>
                <td className={styles.thumbCell}>
                  {product.image_id !== null && <img src={imageUrl(`/api/media/product/${product.image_id}`, 400)} alt="" width={40} height={60} loading="lazy" className={styles.thumb} />}
                </td>
                <td>
                  <Link to={adminPath(`catalogue/${product.id}`)}>{product.name || product.sku}</Link>
                  <br />
                  <span className={styles.sku}>{product.sku}</span>
                </td>
                <td>{product.category}</td>
                <td>{t(`catalogue.statuses.${product.status}`)}</td>
                <td className={table.number}>{product.prices.map((price) => <span key={price.currency} className={styles.price}>{formatPrice(price.price, price.currency)}</span>)}</td>
                <td className={table.number}>{product.units}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={data.page} total={data.total} limit={data.limit} linkTo={pageLink} />
    </>
  );
}

/** /admin/catalogue: the products, newest first, found by SKU or name and filtered by the URL's query, 50 a page. */
export function ProductsList() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('catalogue.title'));
  const adminPath = useAdminPath();
  const may = useMay();
  const mayChange = may('catalogue.change');
  const mayImport = may('catalogue.import');
  const [search, setSearch] = useSearchParams();
  const query = productsQueryOf(search);
  const { state, reload } = useAdminData<Products>(`products${queryOf(query)}`);
  const choices = useAdminData<Choices>('products/choices');
  const categories = choices.state.status === 'done' && choices.state.data.ok ? choices.state.data.categories : undefined;
  return (
    <>
      <h1 className={controls.title}>{t('catalogue.title')}</h1>
      {(mayChange || mayImport) && (
        <p className={controls.actions}>
          {mayChange && <Link to={adminPath('catalogue/new')} className={controls.primary}>{t('catalogue.new')}</Link>}
          {mayImport && <Link to={adminPath('catalogue/import')}>{t('catalogue.importFile')}</Link>}
        </p>
      )}
      <ProductsFilter query={query} categories={categories} onApply={(next) => setSearch(queryOf(next))} />
      <AdminLoaded state={state} reload={reload}>{(data) => <ProductsTable data={data} query={query} />}</AdminLoaded>
    </>
  );
}
