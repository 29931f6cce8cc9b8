import type { BannerImage } from '@shop/contracts';
import { IMAGE_WIDTHS } from '@shop/ui';
import styles from './home.module.css';

export interface BannerPictureProps {
  image: BannerImage;
  /** Rendered width per layout, as <img sizes>. */
  sizes: string;
  priority?: boolean;
}

/** A drawn banner at the media route's widths; the box keeps the picture's proportions before it loads. */
export function BannerPicture({ image, sizes, priority = false }: BannerPictureProps) {
  return (
    <img
      className={styles.picture}
      src={image.urls[768]}
      srcSet={IMAGE_WIDTHS.map((width) => `${image.urls[width]} ${width}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      // The likely largest paint is decoded with the frame it arrives in, not a frame or more later.
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
