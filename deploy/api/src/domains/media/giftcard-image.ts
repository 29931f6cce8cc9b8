import { imageUrl, type ImageWidth } from '@shop/contracts';
import { mixSeed, seededRandom } from '../../infra/seeded-random';
import type { GiftcardArt } from './drawn-art';
import { shade } from './product-image';

// Gift card designs are drawn like the home banners: a gradient and a calm motif, here in a bank
// card's proportions with the shop's mark in a corner. No text: the popup and the welcome page set
// the amount and the name over or beside the picture, in the visitor's language.

/** Height ÷ width of a bank card (ISO/IEC 7810 ID-1: 85.60 × 53.98 mm). */
const RATIO = 0.63;

export const giftcardImageHeight = (width: number): number => Math.round(width * RATIO);

/** A design's image base, as GiftcardDesign.image (imageUrl adds the width). */
export const giftcardImageBase = (imageNo: number): string => `/api/media/giftcard/${imageNo}`;

export const giftcardImageUrl = (imageNo: number, width: ImageWidth): string => imageUrl(giftcardImageBase(imageNo), width);

/** Parses `{imageNo}-{width}.webp` (already checked by the route schema's pattern). */
export function parseGiftcardImageFile(file: string): { imageNo: number; width: ImageWidth } | undefined {
  const match = /^(\d{1,6})-(400|768|1280)\.webp$/.exec(file);
  if (!match) return undefined;
  return { imageNo: Number(match[1]), width: Number(match[2]) as ImageWidth };
}

// Drawn on a canvas 1280 wide; the SVG is then sized to the width asked for.
const W = 1280;
const H = giftcardImageHeight(W);
const round = (v: number): number => Math.round(v * 10) / 10;

const heart = (x: number, y: number, size: number) => {
  const s = size / 2;
  return `M${round(x)} ${round(y + s * 0.9)} C${round(x - s * 1.6)} ${round(y - s * 0.2)}, ${round(x - s * 0.7)} ${round(y - s * 1.3)}, ${round(x)} ${round(y - s * 0.4)} `
    + `C${round(x + s * 0.7)} ${round(y - s * 1.3)}, ${round(x + s * 1.6)} ${round(y - s * 0.2)}, ${round(x)} ${round(y + s * 0.9)} Z`;
};

const star = (x: number, y: number, r: number, turn: number) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = turn + (Math.PI * i) / 5 - Math.PI / 2;
    return `${round(x + radius * Math.cos(angle))},${round(y + radius * Math.sin(angle))}`;
  });
  return points.join(' ');
};

/** The motif, kept to the right two thirds: the left third is where the page may set the amount. */
function motifOf(art: GiftcardArt, rand: () => number): string {
  const ink = art.palette[2];
  const left = W * 0.33;
  const at = () => ({ x: left + rand() * (W - left), y: rand() * H });
  switch (art.motif) {
    case 'ribbon': {
      // A ribbon across the card and a bow where it crosses.
      const x = round(W * 0.72);
      const y = round(H * 0.38);
      return [
        `<rect x="${x - 38}" y="0" width="76" height="${H}" fill="${ink}" fill-opacity="0.85"/>`,
        `<rect x="0" y="${y - 38}" width="${W}" height="76" fill="${ink}" fill-opacity="0.85"/>`,
        `<path d="M${x} ${y} C${x - 220} ${y - 190}, ${x - 250} ${y + 60}, ${x} ${y} Z" fill="${shade(ink, -0.15)}"/>`,
        `<path d="M${x} ${y} C${x + 220} ${y - 190}, ${x + 250} ${y + 60}, ${x} ${y} Z" fill="${shade(ink, -0.15)}"/>`,
        `<path d="M${x} ${y} L${x - 120} ${y + 230} L${x - 60} ${y + 215} Z M${x} ${y} L${x + 120} ${y + 230} L${x + 60} ${y + 215} Z" fill="${ink}"/>`,
        `<circle cx="${x}" cy="${y}" r="42" fill="${shade(ink, 0.2)}"/>`,
      ].join('');
    }
    case 'confetti':
      return Array.from({ length: 46 }, () => {
        const { x, y } = at();
        const colour = rand() < 0.5 ? ink : shade(ink, 0.45);
        return `<rect x="${round(x)}" y="${round(y)}" width="${round(26 + rand() * 30)}" height="${round(12 + rand() * 14)}" rx="4" `
          + `transform="rotate(${Math.floor(rand() * 180)} ${round(x)} ${round(y)})" fill="${colour}" fill-opacity="${round(0.5 + rand() * 0.4)}"/>`;
      }).join('');
    case 'hearts':
      return Array.from({ length: 9 }, () => {
        const { x, y } = at();
        return `<path d="${heart(x, y, 60 + rand() * 170)}" fill="${ink}" fill-opacity="${round(0.1 + rand() * 0.25)}"/>`;
      }).join('');
    case 'stars':
      return Array.from({ length: 14 }, () => {
        const { x, y } = at();
        return `<polygon points="${star(x, y, 14 + rand() * 60, rand() * Math.PI)}" fill="${ink}" fill-opacity="${round(0.35 + rand() * 0.55)}"/>`;
      }).join('');
    case 'leaves':
      return Array.from({ length: 12 }, () => {
        const { x, y } = at();
        const length = round(90 + rand() * 140);
        const turn = Math.floor(rand() * 360);
        return `<g transform="rotate(${turn} ${round(x)} ${round(y)})" fill-opacity="${round(0.25 + rand() * 0.4)}">`
          + `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${length / 2}" ry="${round(length / 5)}" fill="${ink}"/>`
          + `<path d="M${round(x - length / 2)} ${round(y)} L${round(x + length / 2)} ${round(y)}" stroke="${shade(ink, 0.5)}" stroke-width="4"/></g>`;
      }).join('');
    case 'waves':
      return [0.55, 0.68, 0.82].map((level, i) => {
        const y = round(H * level);
        const amp = round(H * (0.05 + rand() * 0.05));
        return `<path d="M0 ${round(y + amp)} C${W / 3} ${round(y - amp)}, ${(2 * W) / 3} ${round(y + amp)}, ${W} ${round(y - amp)} L${W} ${H} L0 ${H} Z" `
          + `fill="${ink}" fill-opacity="${round(0.08 + i * 0.05)}"/>`;
      }).join('');
  }
}

/** The shop's mark (the logo's circle and peak) in the top left corner. */
const MARK = '<g transform="translate(72 64) scale(2.2)"><circle cx="24" cy="24" r="22" fill="#ffffff" fill-opacity="0.9"/><path d="M12 32 L24 12 L36 32 Z" fill="#1f3a5f"/></g>';

/** The SVG of a design's picture, sized to `width`, with the rounded corners of a card. */
export function giftcardImageSvg(art: GiftcardArt, width: number): string {
  const rand = seededRandom(mixSeed(art.imageNo, 0x61f7ca2d));
  const [from, to] = art.palette;
  const angle = Math.floor(20 + rand() * 50);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${giftcardImageHeight(width)}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<clipPath id="c"><rect width="${W}" height="${H}" rx="56"/></clipPath>`,
    '</defs>',
    '<g clip-path="url(#c)">',
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    motifOf(art, rand),
    MARK,
    '</g>',
    '</svg>',
  ].join('');
}
