import { useRef, useState } from 'react';
import { LEAD_IMAGE_SIZES, type ProductImage } from '@shop/contracts';
import { useTranslation } from '@shop/i18n';
import { Dialog, ResponsiveImage } from '@shop/ui';
import { NS } from '../../i18n/product';
import styles from './gallery.module.css';

const PHOTO = { width: 768, height: 1152 };
const baseOf = (image: ProductImage) => `/api/media/product/${image.id}`;

/**
 * The product's photos: a strip that swipes on phones (native scroll snapping, no script to
 * download), thumbnails beside it on wider screens, and a zoom dialog with the largest photo.
 */
export function Gallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t } = useTranslation(NS);
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);

  const show = (index: number) => {
    setCurrent(index);
    const slide = strip.current?.children[index] as HTMLElement | undefined;
    strip.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' });
  };
  // The swipe moves the strip: the photo most in view is the current one.
  const onScroll = () => {
    const list = strip.current;
    if (!list || list.clientWidth === 0) return;
    setCurrent(Math.round(list.scrollLeft / list.clientWidth));
  };

  if (images.length === 0) return <div className={styles.placeholder} aria-hidden="true" />;

  return (
    <div className={styles.gallery}>
      <ul ref={strip} className={styles.strip} onScroll={onScroll} aria-label={t('photos')}>
        {images.map((image, index) => (
          <li key={image.id} className={styles.slide}>
            <button type="button" className={styles.zoomButton} onClick={() => setZoomed(index)} aria-label={t('zoomPhoto', { index: index + 1, count: images.length })}>
              <ResponsiveImage
                base={baseOf(image)}
                alt={image.alt ?? (index === 0 ? name : '')}
                width={PHOTO.width}
                height={PHOTO.height}
                sizes={LEAD_IMAGE_SIZES.productPhoto}
                priority={index === 0}
              />
            </button>
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={t('choosePhoto')}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={index === current ? `${styles.thumb} ${styles.currentThumb}` : styles.thumb}
                onClick={() => show(index)}
                aria-label={t('showPhoto', { index: index + 1, count: images.length })}
                aria-current={index === current ? 'true' : undefined}
              >
                <img src={image.urls[400]} alt="" width={64} height={96} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={zoomed !== null} onClose={() => setZoomed(null)} label={t('zoomTitle', { name })} className={styles.zoom}>
        {zoomed !== null && images[zoomed] && (
          <img className={styles.zoomImage} src={images[zoomed].urls[1280]} alt={images[zoomed].alt ?? name} width={1280} height={1920} />
        )}
      </Dialog>
    </div>
  );
}
