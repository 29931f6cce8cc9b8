import { useEffect, useState, type FormEvent } from 'react';
import {
  CURRENCY_CODES, LANGUAGE_CODES, PRODUCT_LIMITS, PRODUCT_STATUSES, SKU_PATTERN, URL_PATH_PATTERN,
  type AdminProduct, type AdminProductChoicesReply, type AdminProductCreateRequest, type ProductStatus,
} from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, fieldClasses } from '@shop/ui';
import { useSubmit } from '@shop/ui/forms';
import { NO_ANSWER_ERROR, type AdminRefusal } from '../../api/admin-api';
import { useProblemText } from '../../frame/admin-problem';
import { Field, SelectField, TextAreaField } from '../../frame/field';
import { majorOf, minorOf } from '../../frame/money';
import layout from '../../frame/layout.module.css';
import { NS } from '../../i18n/register';
import { ProductPhotos, type Photo } from './product-photos';
import styles from './catalogue.module.css';

type Choices = Omit<AdminProductChoicesReply, 'status'>;
/** What the form sends: a new product's fields (with its SKU), or an edit's (with its photos; the page adds the version). */
export type ProductFields = Omit<AdminProductCreateRequest, 'sku'> & { sku?: string; photos?: Array<Pick<Photo, 'id' | 'alts'>> };

/** A field's problem: a translation key under it (`field` as the API names it: names.en-gb, prices.USD.old_price, sizes.0.units). */
type Problems = Record<string, string>;
type Outcome = { problems: Problems } | { refusal: AdminRefusal };

/** API codes with their own words under a field. */
const FIELD_CODES = new Set(['sku_taken', 'path_taken', 'old_price_not_above', 'unknown_choice', 'size_twice', 'unknown_photo', 'not_an_image', 'photo_too_large', 'photo_too_small', 'too_many_photos', 'no_photo']);
const SKU = new RegExp(SKU_PATTERN);
const URL_PATH = new RegExp(URL_PATH_PATTERN);
const UNITS = /^\d{1,6}$/;

interface SizeRow { key: number; value_id: number | ''; units: string }

/** The form's fields as the request, or each field that is wrong (keyed as the API keys them). */
function fieldsOf(form: FormData, sizes: readonly SizeRow[], photos: readonly Photo[] | undefined, isNew: boolean): { fields: ProductFields } | { problems: Problems } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const problems: Problems = {};
  const sku = text('sku');
  if (isNew && !SKU.test(sku)) problems.sku = sku ? 'catalogue.errors.skuPattern' : 'catalogue.errors.required';
  const urlPath = text('url_path').replace(/^\/+|\/+$/g, '');
  if (!URL_PATH.test(urlPath) || urlPath.length > 300) problems.url_path = urlPath ? 'catalogue.errors.pathPattern' : 'catalogue.errors.required';
  const categoryId = Number(text('category_id'));
  if (!categoryId) problems.category_id = 'catalogue.errors.required';
  const byLanguage = (field: 'names' | 'descriptions') => Object.fromEntries(LANGUAGE_CODES.map((language) => [language, text(`${field}.${language}`)])) as AdminProduct['names'];
  const names = byLanguage('names');
  for (const language of LANGUAGE_CODES) if (!names[language]) problems[`names.${language}`] = 'catalogue.errors.required';
  const prices = CURRENCY_CODES.map((currency) => {
    const price = minorOf(text(`prices.${currency}.price`));
    const old = text(`prices.${currency}.old_price`) ? minorOf(text(`prices.${currency}.old_price`)) : null;
    if (!price) problems[`prices.${currency}.price`] = text(`prices.${currency}.price`) ? 'catalogue.errors.amount' : 'catalogue.errors.required';
    if (old === undefined || old === 0) problems[`prices.${currency}.old_price`] = 'catalogue.errors.amount';
    else if (old !== null && price && old <= price) problems[`prices.${currency}.old_price`] = 'catalogue.errors.old_price_not_above';
    return { currency, price: price ?? 0, old_price: old ?? null };
  });
  if (sizes.length === 0) problems.sizes = 'catalogue.errors.noSizes';
  sizes.forEach((size, i) => {
    if (size.value_id === '') problems[`sizes.${i}.value_id`] = 'catalogue.errors.required';
    else if (sizes.findIndex((other) => other.value_id === size.value_id) !== i) problems[`sizes.${i}.value_id`] = 'catalogue.errors.size_twice';
    if (!UNITS.test(size.units.trim()) || Number(size.units) > 100_000) problems[`sizes.${i}.units`] = 'catalogue.errors.units';
  });
  if (Object.keys(problems).length > 0) return { problems };
  const choice = (name: string) => (text(name) ? Number(text(name)) : null);
  const fields: ProductFields = {
    url_path: urlPath, category_id: categoryId, kind: text('kind') || undefined, status: (text('status') || 'published') as ProductStatus,
    names, descriptions: byLanguage('descriptions'), prices,
    sizes: sizes.map((size) => ({ value_id: Number(size.value_id), units: Number(size.units.trim()) })),
    color: choice('color'), material: choice('material'), season: choice('season'),
    reason: text('reason') || undefined,
  };
  if (isNew) fields.sku = sku;
  if (photos) fields.photos = photos.map((photo) => ({ id: photo.id, alts: Object.fromEntries(LANGUAGE_CODES.map((language) => [language, text(`photos.${photo.id}.alts.${language}`)])) }));
  return { fields };
}

export interface ProductFormProps {
  choices: Choices;
  /** The product as read (an edit), or none (a new product). */
  product?: AdminProduct;
  /** Sends the fields; resolves with the API's refusal, or nothing once saved. */
  onSave(fields: ProductFields): Promise<AdminRefusal | undefined>;
  /** Uploads photos to the product (an edit only); resolves with the refusal, or nothing (the page then shows them). */
  onUpload?(files: File[]): Promise<AdminRefusal | undefined>;
  /** The product's photos as uploads and the last save left them (an edit only). */
  photos?: readonly Photo[];
  onPhotosChange?(photos: Photo[]): void;
  /** Reads the product again (after another person's save was found). */
  onReload?: () => void;
}

/**
 * A product's every field in one form: names and descriptions in the three languages, prices and
 * crossed-out prices in the three currencies, category, attributes, sizes with units, status and
 * (an edit) photos. Each problem shows under its field; leaving with unsaved changes asks first.
 */
export function ProductForm({ choices, product, onSave, onUpload, photos, onPhotosChange, onReload }: ProductFormProps) {
  const { t } = useTranslation(NS);
  const problemText = useProblemText();
  const [sizes, setSizes] = useState<SizeRow[]>(() => (product?.sizes.length
    ? product.sizes.map((size, key) => ({ key, value_id: size.value_id, units: String(size.units) }))
    : [{ key: 0, value_id: '', units: '0' }]));
  // A new row's key: one no row has had (rows are keyed, not numbered, so removing one keeps the others' input).
  const addSize = () => setSizes([...sizes, { key: Math.max(-1, ...sizes.map((row) => row.key)) + 1, value_id: '', units: '0' }]);
  const [dirty, setDirty] = useState(false);
  const { busy, error, submit, setError } = useSubmit(async (fields: ProductFields): Promise<Outcome | undefined> => {
    const refusal = await onSave(fields);
    if (!refusal) {
      setDirty(false);
      return undefined;
    }
    const field = typeof refusal.details.field === 'string' ? refusal.details.field : undefined;
    return field && FIELD_CODES.has(refusal.error) ? { problems: { [field]: `catalogue.errors.${refusal.error}` } } : { refusal };
  }, (): Outcome => ({ refusal: NO_ANSWER_ERROR }));

  // A browser's own question before a tab with unsaved changes is closed or reloaded.
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => { event.preventDefault(); };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = fieldsOf(new FormData(event.currentTarget), sizes, photos, !product);
    if ('problems' in read) setError({ problems: read.problems });
    else void submit(read.fields);
  };
  const under = (field: string) => (error && 'problems' in error && error.problems[field] ? t(error.problems[field]!) : null);
  const options = (list: Choices['colors'], none = true) => [...(none ? [{ value: '', label: t('catalogue.none') }] : []), ...list.map((value) => ({ value: value.id, label: value.label }))];
  const upload = async (files: File[]) => {
    const refusal = await onUpload!(files);
    if (!refusal) return undefined;
    return FIELD_CODES.has(refusal.error) ? t(`catalogue.errors.${refusal.error}`) : problemText(refusal);
  };
  const problemCount = error && 'problems' in error ? Object.keys(error.problems).length : 0;

  return (
    <form className={styles.form} onSubmit={onSubmit} onChange={() => setDirty(true)} noValidate aria-label={product ? t('catalogue.editTitle', { sku: product.sku }) : t('catalogue.new')}>
      <div className={layout.columns}>
        <section className={controls.panel} aria-labelledby="product-main">
          <h2 id="product-main" className={controls.subtitle}>{t('catalogue.main')}</h2>
          {product
            ? <p>{t('catalogue.skuIs', { sku: product.sku })}</p>
            : <Field name="sku" label={t('catalogue.sku')} maxLength={32} autoCapitalize="characters" hint={t('catalogue.skuHint')} error={under('sku')} />}
          <Field name="url_path" label={t('catalogue.urlPath')} maxLength={300} defaultValue={product?.url_path ?? ''} hint={t('catalogue.urlPathHint')} error={under('url_path')} />
          <SelectField
            name="category_id"
            label={t('catalogue.category')}
            defaultValue={product?.category_id ?? ''}
            options={[{ value: '', label: t('catalogue.chooseCategory') }, ...choices.categories.map((category) => ({ value: category.id, label: `${category.name} (${category.path})` }))]}
            error={under('category_id')}
          />
          <fieldset className={layout.choices}>
            <legend className={fieldClasses.label}>{t('catalogue.status')}</legend>
            {PRODUCT_STATUSES.map((status) => (
              <label key={status} className={styles.choice}>
                <input type="radio" name="status" value={status} defaultChecked={(product?.status ?? 'hidden') === status} /> {t(`catalogue.statuses.${status}`)}
              </label>
            ))}
          </fieldset>
          <p className={styles.hint}>{t('catalogue.statusHint')}</p>
          <Field name="kind" label={t('catalogue.kind')} maxLength={32} defaultValue={product?.kind ?? ''} hint={t('catalogue.kindHint')} error={under('kind')} />
        </section>
        <section className={controls.panel} aria-labelledby="product-prices">
          <h2 id="product-prices" className={controls.subtitle}>{t('catalogue.prices')}</h2>
          {CURRENCY_CODES.map((currency) => {
            const price = product?.prices.find((entry) => entry.currency === currency);
            return (
              <div key={currency} className={styles.pair}>
                <Field name={`prices.${currency}.price`} label={t('catalogue.priceIn', { currency })} inputMode="decimal" defaultValue={price ? majorOf(price.price) : ''} error={under(`prices.${currency}.price`)} />
                <Field name={`prices.${currency}.old_price`} label={t('catalogue.oldPriceIn', { currency })} inputMode="decimal" defaultValue={price?.old_price ? majorOf(price.old_price) : ''} error={under(`prices.${currency}.old_price`)} />
              </div>
            );
          })}
        </section>
      </div>

      <section className={controls.panel} aria-labelledby="product-texts">
        <h2 id="product-texts" className={controls.subtitle}>{t('catalogue.texts')}</h2>
        {LANGUAGE_CODES.map((language) => (
          <div key={language} lang={language.slice(0, 2)}>
            <Field name={`names.${language}`} label={t('catalogue.nameIn', { language: t(`catalogue.languages.${language}`) })} maxLength={PRODUCT_LIMITS.name} defaultValue={product?.names[language] ?? ''} error={under(`names.${language}`)} />
            <TextAreaField name={`descriptions.${language}`} label={t('catalogue.descriptionIn', { language: t(`catalogue.languages.${language}`) })} rows={4} maxLength={PRODUCT_LIMITS.description} defaultValue={product?.descriptions[language] ?? ''} />
          </div>
        ))}
      </section>

      <div className={layout.columns}>
        <section className={controls.panel} aria-labelledby="product-sizes">
          <h2 id="product-sizes" className={controls.subtitle}>{t('catalogue.sizes')}</h2>
          <p className={styles.hint}>{t('catalogue.sizesHint')}</p>
          {sizes.map((size, i) => (
            <div key={size.key} className={styles.sizeRow}>
              <SelectField
                name={`sizes.${i}.value_id`}
                label={t('catalogue.sizeNumber', { number: i + 1 })}
                value={size.value_id}
                onChange={(event) => setSizes(sizes.map((row) => (row.key === size.key ? { ...row, value_id: event.target.value ? Number(event.target.value) : '' } : row)))}
                options={[{ value: '', label: t('catalogue.chooseSize') }, ...choices.sizes.map((value) => ({ value: value.id, label: value.label }))]}
                error={under(`sizes.${i}.value_id`)}
              />
              <Field
                name={`sizes.${i}.units`}
                label={t('catalogue.unitsOfSize', { number: i + 1 })}
                inputMode="numeric"
                value={size.units}
                onChange={(event) => setSizes(sizes.map((row) => (row.key === size.key ? { ...row, units: event.target.value } : row)))}
                error={under(`sizes.${i}.units`)}
              />
              {(!product || !product.sizes.some((kept) => kept.value_id === size.value_id)) && sizes.length > 1 && (
                <button type="button" className={controls.linkButton} onClick={() => setSizes(sizes.filter((row) => row.key !== size.key))}>{t('catalogue.removeSize', { number: i + 1 })}</button>
              )}
            </div>
          ))}
          {under('sizes') && <p className={fieldClasses.error}>{under('sizes')}</p>}
          <button type="button" className={controls.secondary} onClick={addSize}>{t('catalogue.addSize')}</button>
        </section>
        <section className={controls.panel} aria-labelledby="product-attributes">
          <h2 id="product-attributes" className={controls.subtitle}>{t('catalogue.attributes')}</h2>
          <SelectField name="color" label={t('catalogue.color')} defaultValue={product?.color ?? ''} options={options(choices.colors)} error={under('color')} />
          <SelectField name="material" label={t('catalogue.material')} defaultValue={product?.material ?? ''} options={options(choices.materials)} error={under('material')} />
          <SelectField name="season" label={t('catalogue.season')} defaultValue={product?.season ?? ''} options={options(choices.seasons)} error={under('season')} />
        </section>
      </div>

      {product && photos && onPhotosChange && onUpload
        ? <ProductPhotos photos={photos} onChange={(next) => { setDirty(true); onPhotosChange(next); }} onUpload={upload} error={Object.keys(error && 'problems' in error ? error.problems : {}).some((field) => field.startsWith('photos')) ? t('catalogue.errors.unknown_photo') : null} />
        : <p className={controls.notice}>{t('catalogue.photosAfterCreate')}</p>}

      <Field name="reason" label={t('order.reason')} maxLength={500} />
      {problemCount > 0 && <p role="alert" className={controls.error}>{t('catalogue.errors.count', { count: problemCount })}</p>}
      {error && 'refusal' in error && (
        <div role="alert" className={controls.actions}>
          <p className={controls.error}>{problemText(error.refusal)}</p>
          {error.refusal.error === 'conflict' && onReload && (
            <button type="button" className={controls.secondary} onClick={onReload}>{t('errors.reload')}</button>
          )}
        </div>
      )}
      <div className={`${controls.actions} ${styles.saveBar}`}>
        <button type="submit" className={controls.primary} disabled={busy}>{product ? t('catalogue.save') : t('catalogue.create')}</button>
        {dirty && <span className={styles.hint}>{t('catalogue.unsaved')}</span>}
      </div>
    </form>
  );
}
