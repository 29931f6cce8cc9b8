import { IMAGE_WIDTHS, imageUrl } from './image-url';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps {
  /** Image base from the API (`/api/media/blog/7`). */
  base: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** Rendered width per layout; spec §1: images change at 768 and 1280 px. */
  sizes?: string;
  /** For the image likely to be the largest paint: load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ base, alt, width, height, sizes = '100vw', priority = false, className }: ResponsiveImageProps) {
  const srcSet = IMAGE_WIDTHS.map((w) => `${imageUrl(base, w)} ${w}w`).join(', ');
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={imageUrl(base, 768)}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
