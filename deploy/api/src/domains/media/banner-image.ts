import { IMAGE_WIDTHS, imageUrl, type BannerImage, type ImageWidth } from '@shop/contracts';
import { mixSeed, seededRandom } from '../../infra/seeded-random';
import type { BannerArt, BannerShape } from './drawn-art';
import { GARMENT_SHAPES, shade } from './product-image';

// The home page's banners are drawn like the product photos: a soft gradient, a calm motif
// (arches, waves, circles or bands) and, on most, one of the catalogue's garments in outline.
// Wide banners keep their left part quiet: the page sets the title and the button there.

/** Height ÷ width of each kind of banner. */
const RATIOS: Record<BannerShape, number> = { hero: 0.5, slide: 0.5625, tile: 1.25, strip: 0.375 };

export const bannerHeight = (shape: BannerShape, width: number): number => Math.round(width * RATIOS[shape]);

export const bannerImageUrl = (id: number, width: ImageWidth): string => imageUrl(`/api/media/banner/${id}`, width);

/** The reply's picture of a banner art: its URLs at the three widths, and the largest one's size. */
export function bannerImageOf(art: BannerArt): BannerImage {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return {
    urls: Object.fromEntries(IMAGE_WIDTHS.map((width) => [width, bannerImageUrl(art.id, width)])) as BannerImage['urls'],
    width: largest,
    height: bannerHeight(art.shape, largest),
  };
}

/** Parses `{id}-{width}.webp` (already checked by the route schema's pattern). */
export function parseBannerImageFile(file: string): { id: number; width: ImageWidth } | undefined {
  const match = /^(\d{1,6})-(400|768|1280)\.webp$/.exec(file);
  if (!match) return undefined;
  return { id: Number(match[1]), width: Number(match[2]) as ImageWidth };
}

// Drawn on a canvas 1280 wide and as tall as the shape; the SVG is then sized to the width asked for.
const W = 1280;
const round = (v: number): number => Math.round(v * 10) / 10;

function motifOf(art: BannerArt, h: number, ink: string, rand: () => number): string {
  // Wide banners: the motif stays in the right 60%; a tile is narrow, so it may use all of it.
  const left = art.shape === 'tile' ? 0 : W * 0.4;
  switch (art.motif) {
    case 'arches': {
      const cx = round(left + (W - left) * (0.55 + rand() * 0.2));
      return [0.9, 0.7, 0.5, 0.3].map((scale, i) => {
        const r = round(h * scale);
        return `<path d="M${round(cx - r)} ${h} A${r} ${r} 0 0 1 ${round(cx + r)} ${h}" fill="${ink}" fill-opacity="${0.05 + i * 0.03}"/>`;
      }).join('');
    }
    case 'waves':
      // Across the whole width (a wave cut off would show its edge), rising towards the right.
      return [0.6, 0.72, 0.86].map((level, i) => {
        const y = round(h * level);
        const amp = round(h * (0.05 + rand() * 0.06));
        return `<path d="M0 ${round(y + amp)} C${W / 3} ${round(y + amp / 2)}, ${(2 * W) / 3} ${round(y + amp)}, ${W} ${round(y - amp)} L${W} ${h} L0 ${h} Z" fill="${ink}" fill-opacity="${0.06 + i * 0.03}"/>`;
      }).join('');
    case 'circles':
      return Array.from({ length: 6 }, () => {
        const r = round(h * (0.12 + rand() * 0.3));
        return `<circle cx="${round(left + rand() * (W - left))}" cy="${round(rand() * h)}" r="${r}" fill="${ink}" fill-opacity="${round(0.06 + rand() * 0.12)}"/>`;
      }).join('');
    case 'bands': {
      const step = round(h * 0.22);
      return Array.from({ length: 5 }, (_, i) => {
        const x = round(left + (W - left) * 0.15 + i * step * 1.4);
        return `<path d="M${x} ${h} L${round(x + h * 0.6)} 0 L${round(x + h * 0.6 + step * 0.6)} 0 L${round(x + step * 0.6)} ${h} Z" fill="${ink}" fill-opacity="${round(0.05 + (i % 2) * 0.05)}"/>`;
      }).join('');
    }
  }
}

/** The garment in outline: light fill, the art's ink for its lines, placed where the text is not. */
function garmentOf(art: BannerArt, h: number, ink: string, light: string): string {
  if (!art.silhouette) return '';
  const shape = GARMENT_SHAPES[art.silhouette];
  // The shapes are drawn on an 800 × 1200 canvas around (400, 600).
  const scale = art.shape === 'tile' ? (h * 0.75) / 1200 : (h * 0.95) / 1200;
  const cx = art.shape === 'tile' ? W / 2 : W * 0.78;
  const cy = h * (art.shape === 'tile' ? 0.52 : 0.5);
  const zoom = shape.zoom ?? 1;
  const transform = `translate(${round(cx)} ${round(cy)}) scale(${round(scale * zoom * 1000) / 1000}) translate(-400 -600)`;
  return [
    `<g transform="${transform}" filter="url(#s)">`,
    `<path d="${shape.body}" fill="${light}" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>`,
    `<path d="${shape.details}" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.7"/>`,
    '</g>',
  ].join('');
}

/** The SVG of a banner art, sized to `width`. */
export function bannerImageSvg(art: BannerArt, width: number): string {
  const rand = seededRandom(mixSeed(art.id, 0xba22e7));
  const h = bannerHeight(art.shape, W);
  const [from, to, ink] = art.palette;
  const angle = Math.floor(20 + rand() * 50);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${bannerHeight(art.shape, width)}" viewBox="0 0 ${W} ${h}">`,
    '<defs>',
    `<linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    '<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#000" flood-opacity="0.16"/></filter>',
    '</defs>',
    `<rect width="${W}" height="${h}" fill="url(#g)"/>`,
    motifOf(art, h, ink, rand),
    garmentOf(art, h, ink, shade(from, 0.6)),
    '</svg>',
  ].join('');
}
