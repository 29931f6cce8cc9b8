import { useState } from 'react';
import type { AdminProduct, AdminProductChoicesReply, AdminProductReply } from '@shop/contracts';
import { useLanguage, useLocalePath, useTranslation } from '@shop/i18n';
import { Link, useLocation, useNavigate, useParams } from '@shop/router';
import { controls, useDocumentTitle } from '@shop/ui';
import { adminPost, adminUpload, queryOf, type AdminRefusal } from '../../api/admin-api';
import { useAdminData } from '../../api/use-admin-data';
import { useAdminPath } from '../../frame/admin-paths';
import { AdminLoaded, staffName } from '../../frame/admin-problem';
import { formatDateTime } from '../../frame/format';
import layout from '../../frame/layout.module.css';
import { useMay } from '../../frame/staff-context';
import { NS } from '../../i18n/register';
import { ProductForm, type ProductFields } from './product-form';
import type { Photo } from './product-photos';

type Choices = Omit<AdminProductChoicesReply, 'status'>;
type ProductAnswer = Omit<AdminProductReply, 'status'>;

function BackToList() {
  const { t } = useTranslation(NS);
  const adminPath = useAdminPath();
  return <Link to={adminPath('catalogue')}>{t('catalogue.back')}</Link>;
}

/** /admin/catalogue/new: a new product (hidden until published), then its page to add photos. */
export function NewProductPage() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('catalogue.new'));
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const choices = useAdminData<Choices>('products/choices');
  const save = async (fields: ProductFields): Promise<AdminRefusal | undefined> => {
    const answer = await adminPost<ProductAnswer>('products', fields);
    if (!answer.ok) return answer;
    navigate(adminPath(`catalogue/${answer.product.id}`), { state: { saved: true } });
    return undefined;
  };
  return (
    <>
      <BackToList />
      <h1 className={controls.title}>{t('catalogue.new')}</h1>
      <AdminLoaded state={choices.state} reload={choices.reload}>{(data) => <ProductForm choices={data} onSave={save} />}</AdminLoaded>
    </>
  );
}

/** Who saved it last, when, and where shoppers see it. */
function ProductMeta({ product }: { product: AdminProduct }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const localePath = useLocalePath();
  return (
    <p className={layout.meta}>
      {product.changed_by && product.changed_at ? t('catalogue.changed', { who: staffName(product.changed_by), when: formatDateTime(product.changed_at, language) }) : t('catalogue.created', { when: formatDateTime(product.created_at, language) })}
      {' · '}
      {product.status === 'published'
        ? <a href={localePath(`/${product.url_path}`)} target="_blank" rel="noreferrer">{t('catalogue.onShop')}</a>
        : t(`catalogue.statuses.${product.status}`)}
    </p>
  );
}

function ProductView({ initial, choices, justCreated, reload }: { initial: AdminProduct; choices: Choices; justCreated: boolean; reload: () => void }) {
  const { t } = useTranslation(NS);
  const mayChange = useMay()('catalogue.change');
  // What the last save or upload answered: the product as it is now, with its version.
  const [product, setProduct] = useState(initial);
  const [photos, setPhotos] = useState<Photo[]>(initial.photos);
  const [saved, setSaved] = useState(justCreated);
  // A save re-draws the form from what the API answered; an upload only adds photos and moves the version.
  const [formKey, setFormKey] = useState(0);
  const save = async (fields: ProductFields): Promise<AdminRefusal | undefined> => {
    setSaved(false);
    const answer = await adminPost<ProductAnswer>(`products/${product.id}`, { ...fields, version: product.version });
    if (!answer.ok) return answer;
    setProduct(answer.product);
    setPhotos(answer.product.photos);
    setFormKey((key) => key + 1);
    setSaved(true);
    return undefined;
  };
  const upload = async (files: File[]): Promise<AdminRefusal | undefined> => {
    const answer = await adminUpload<ProductAnswer>(`products/${product.id}/photos${queryOf({ version: product.version })}`, 'photo', files);
    if (!answer.ok) return answer;
    const added = answer.product.photos.filter((photo) => !product.photos.some((known) => known.id === photo.id));
    setProduct({ ...product, version: answer.product.version, photos: answer.product.photos });
    setPhotos([...photos, ...added]);
    return undefined;
  };
  return (
    <>
      <ProductMeta product={product} />
      <p role="status" className={controls.success}>{saved ? t('catalogue.saved') : ''}</p>
      {mayChange
        ? <ProductForm key={formKey} choices={choices} product={product} photos={photos} onPhotosChange={setPhotos} onSave={save} onUpload={upload} onReload={reload} />
        : <ProductReadOnly product={product} choices={choices} />}
    </>
  );
}

/** What support sees: the product's fields, nothing to change. */
function ProductReadOnly({ product, choices }: { product: AdminProduct; choices: Choices }) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const category = choices.categories.find((entry) => entry.id === product.category_id);
  return (
    <dl className={layout.columns}>
      <div><dt>{t('catalogue.name')}</dt><dd>{product.names[language]}</dd></div>
      <div><dt>{t('catalogue.category')}</dt><dd>{category ? `${category.name} (${category.path})` : product.category_id}</dd></div>
      <div><dt>{t('catalogue.status')}</dt><dd>{t(`catalogue.statuses.${product.status}`)}</dd></div>
      <div><dt>{t('catalogue.sizes')}</dt><dd>{product.sizes.map((size) => `${size.label}: ${size.units}`).join(', ')}</dd></div>
    </dl>
  );
}

/** /admin/catalogue/{id}: one product to edit, with its photos. */
export function ProductPage() {
  const { t } = useTranslation(NS);
  const { productId = '' } = useParams();
  const id = /^\d{1,10}$/.test(productId) ? Number(productId) : 0;
  const { state, reload } = useAdminData<ProductAnswer>(`products/${id}`);
  const choices = useAdminData<Choices>('products/choices');
  const { language } = useLanguage();
  const product = state.status === 'done' && state.data.ok ? state.data.product : undefined;
  const title = product ? t('catalogue.editTitle', { sku: product.sku, name: product.names[language] }) : t('catalogue.title');
  useDocumentTitle(title);
  // A product just made here comes with `saved` in the navigation's state.
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  return (
    <>
      <BackToList />
      <h1 className={controls.title}>{title}</h1>
      <AdminLoaded state={state} reload={reload}>
        {(data) => (
          <AdminLoaded state={choices.state} reload={choices.reload}>
            {(loaded) => <ProductView key={`${data.product.id}:${data.product.version}`} initial={data.product} choices={loaded} justCreated={justCreated} reload={reload} />}
          </AdminLoaded>
        )}
      </AdminLoaded>
    </>
  );
}
