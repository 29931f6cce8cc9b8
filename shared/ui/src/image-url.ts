import { IMAGE_WIDTHS, type ImageWidth } from '@shop/contracts';

export { IMAGE_WIDTHS, type ImageWidth };

/** `imageUrl('/api/media/blog/7', 768)` → '/api/media/blog/7-768.webp' (the media route's widths). */
export function imageUrl(base: string, width: ImageWidth): string {
  return `${base}-${width}.webp`;
}
