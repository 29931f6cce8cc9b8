import { useId, useState, type DragEvent } from 'react';
import { LANGUAGE_CODES, PRODUCT_LIMITS, type AdminProduct } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { controls, fieldClasses, imageUrl } from '@shop/ui';
import { NS } from '../../i18n/register';
import styles from './catalogue.module.css';

export type Photo = AdminProduct['photos'][number];

export interface ProductPhotosProps {
  photos: readonly Photo[];
  /** The photos in a new order, or with one removed (saved with the form). */
  onChange(photos: Photo[]): void;
  /** Uploads files at once (they are added after the others); resolves with the refusal's text, or nothing. */
  onUpload(files: File[]): Promise<string | undefined>;
  /** A refusal of the photos (an alt text, an unknown photo) from the last save. */
  error?: string | null;
}

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * A product's photos: each with its alt text per language, moved by buttons (or dragged), removed,
 * and new ones added by choosing files or dropping them here. Uploads are kept at once; the order,
 * the alt texts and removals are saved with the product.
 */
export function ProductPhotos({ photos, onChange, onUpload, error }: ProductPhotosProps) {
  const { t } = useTranslation(NS);
  const inputId = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const room = PRODUCT_LIMITS.photos - photos.length;

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    setUploadProblem((await onUpload(files)) ?? null);
    setUploading(false);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDropping(false);
    if (event.dataTransfer.files.length > 0) void upload([...event.dataTransfer.files]);
  };
  const problem = uploadProblem ?? error;

  return (
    <section className={controls.panel} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={controls.subtitle}>{t('catalogue.photos')}</h2>
      {photos.length === 0 && <p>{t('catalogue.noPhotos')}</p>}
      <ol className={styles.photos}>
        {photos.map((photo, index) => (
          <li
            key={photo.id}
            className={`${styles.photo} ${dragged === index ? styles.dragging : ''}`}
            draggable
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => { if (dragged !== null) event.preventDefault(); }}
            onDrop={(event) => {
              if (dragged === null) return;
              event.preventDefault();
              event.stopPropagation();
              onChange(moved(photos, dragged, index));
              setDragged(null);
            }}
          >
            <img src={imageUrl(`/api/media/product/${photo.id}`, 400)} alt="" width={120} height={180} className={styles.photoImage} />
            <p className={styles.photoName}>{t('catalogue.photoNumber', { number: index + 1 })}{photo.drawn ? ` · ${t('catalogue.drawn')}` : ''}</p>
            <fieldset className={styles.alts}>
              <legend>{t('catalogue.altLegend', { number: index + 1 })}</legend>
              {LANGUAGE_CODES.map((language) => (
                <label key={language} className={fieldClasses.field}>
                  <span className={fieldClasses.label}>{t(`catalogue.languages.${language}`)}</span>
                  <input
                    name={`photos.${photo.id}.alts.${language}`}
                    defaultValue={photo.alts[language] ?? ''}
                    maxLength={PRODUCT_LIMITS.alt}
                    className={fieldClasses.input}
                  />
                </label>
              ))}
            </fieldset>
            <div className={controls.actions}>
              <button type="button" className={controls.linkButton} disabled={index === 0} onClick={() => onChange(moved(photos, index, index - 1))}>
                {t('catalogue.moveEarlier', { number: index + 1 })}
              </button>
              <button type="button" className={controls.linkButton} disabled={index === photos.length - 1} onClick={() => onChange(moved(photos, index, index + 1))}>
                {t('catalogue.moveLater', { number: index + 1 })}
              </button>
              <button type="button" className={controls.linkButton} onClick={() => onChange(photos.filter((other) => other.id !== photo.id))}>
                {t('catalogue.removePhoto', { number: index + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div
        className={`${styles.dropZone} ${dropping ? styles.dropping : ''}`}
        onDragOver={(event) => { if (dragged === null) { event.preventDefault(); setDropping(true); } }}
        onDragLeave={() => setDropping(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId} className={fieldClasses.label}>{t('catalogue.addPhotos')}</label>
        <span id={`${inputId}-hint`} className={styles.hint}>
          {t('catalogue.photosHint', { room: Math.max(0, room), megabytes: PRODUCT_LIMITS.photoBytes / 1024 / 1024, side: PRODUCT_LIMITS.photoMinSide })}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
          multiple
          disabled={uploading || room <= 0}
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void upload(files);
          }}
        />
        <p role="status" className={styles.hint}>{uploading ? t('catalogue.uploading') : ''}</p>
        {problem && <span id={`${inputId}-error`} className={fieldClasses.error}>{problem}</span>}
      </div>
    </section>
  );
}
