import { IMAGE_WIDTHS, imageUrl } from './image-url';
import { BREAKPOINTS } from './use-media-query';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps {
  /** Image base from the API (`/api/media/blog/7`). */
  base: string;
  alt: string;
  /** Intrinsic size: the browser reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /**
   * Rendered width per layout, so the browser switches files at the layout breakpoints (spec §1:
   * images change at 768 and 1280 px): `{ mobile: '100vw', tablet: '50vw', desktop: '400px' }`,
   * or a ready `sizes` string. Default: the full viewport width.
   */
  sizes?: string | LayoutSizes;
  /** For the image likely to be the largest paint: load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

/** CSS lengths of the image in each layout: mobile (up to 767 px), tablet (768 px) and desktop (1280 px). */
export interface LayoutSizes {
  mobile: string;
  tablet?: string;
  desktop?: string;
}

/** `{ mobile: '100vw', tablet: '50vw', desktop: '400px' }` → '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw'. */
export function layoutSizes({ mobile, tablet, desktop }: LayoutSizes): string {
  const parts: string[] = [];
  if (desktop !== undefined) parts.push(`(min-width: ${BREAKPOINTS.desktop}px) ${desktop}`);
  if (tablet !== undefined) parts.push(`(min-width: ${BREAKPOINTS.tablet}px) ${tablet}`);
  parts.push(mobile);
  return parts.join(', ');
}

export function ResponsiveImage({ base, alt, width, height, sizes = '100vw', priority = false, className }: ResponsiveImageProps) {
  const srcSet = IMAGE_WIDTHS.map((w) => `${imageUrl(base, w)} ${w}w`).join(', ');
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={imageUrl(base, 768)}
      srcSet={srcSet}
      sizes={typeof sizes === 'string' ? sizes : layoutSizes(sizes)}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // The likely largest paint is decoded with the frame it arrives in, not a frame or more later.
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
