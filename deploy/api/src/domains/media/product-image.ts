import { imageUrl, PRODUCT_IMAGE_RATIO, type ImageWidth } from '@shop/contracts';
import { mixSeed, seededRandom } from '../../infra/seeded-random';
import type { Silhouette } from './drawn-art';

// Product photos of the demo shop are drawn, not downloaded: the garment's silhouette in the
// product's colour on a studio background. Each image of a product is another "shot": front,
// back, a close-up, a flat lay and a fabric swatch, varied by the image id.

/** `Suggestion.image` and product cards: the 400 px image of a product photo. */
export const productImageUrl = (imageId: number, width: ImageWidth): string => imageUrl(`/api/media/product/${imageId}`, width);

export const productImageHeight = (width: number): number => Math.round(width * PRODUCT_IMAGE_RATIO);

/** Parses `{imageId}-{width}.webp` (already checked by the route schema's pattern). */
export function parseProductImageFile(file: string): { id: number; width: ImageWidth } | undefined {
  const match = /^(\d{1,9})-(400|768|1280)\.webp$/.exec(file);
  if (!match) return undefined;
  return { id: Number(match[1]), width: Number(match[2]) as ImageWidth };
}

export interface ProductImageSpec {
  id: number;
  /** 0 front, 1 back, 2 close-up, 3 flat lay, 4 fabric swatch (then again from the front). */
  position: number;
  silhouette: Silhouette;
  /** `#rrggbb` of the product's colour. */
  colour: string;
}

// The canvas is 800 × 1200 (2:3); shapes are drawn around its centre.
const W = 800;
const H = 1200;

/**
 * Outline of each silhouette on the canvas; details are drawn over it in a darker shade. `focus`
 * is the point a close-up centres on; `zoom` enlarges small items (a wallet) in the other shots.
 * The home page's banners draw the same garments.
 */
export const GARMENT_SHAPES: Record<Silhouette, { body: string; details: string; focus: [number, number]; zoom?: number }> = {
  dress: {
    body: 'M330 230 L372 230 Q400 262 428 230 L470 230 L492 300 L468 520 L610 1010 Q400 1050 190 1010 L332 520 L308 300 Z',
    details: 'M332 520 Q400 540 468 520 M372 230 Q400 300 428 230',
    focus: [400, 450],
  },
  skirt: {
    body: 'M285 330 L515 330 L525 380 L640 930 Q400 975 160 930 L275 380 Z',
    details: 'M275 380 L525 380 M340 390 L300 940 M400 390 L400 955 M460 390 L500 940',
    focus: [400, 520],
  },
  top: {
    body: 'M300 260 Q400 305 500 260 L600 300 L665 560 L592 582 L560 430 L560 900 L240 900 L240 430 L208 582 L135 560 L200 300 Z',
    details: 'M300 260 Q400 340 500 260 M240 860 L560 860',
    focus: [400, 450],
  },
  shirt: {
    body: 'M300 250 Q400 290 500 250 L605 295 L672 840 L600 856 L562 450 L562 920 L238 920 L238 450 L200 856 L128 840 L195 295 Z',
    details: 'M330 255 L400 330 L470 255 M400 330 L400 920 M600 800 L672 790 M200 800 L128 790',
    focus: [400, 420],
  },
  tee: {
    body: 'M305 280 Q400 330 495 280 L620 330 L672 470 L582 502 L560 442 L560 900 L240 900 L240 442 L218 502 L128 470 L180 330 Z',
    details: 'M305 280 Q400 350 495 280',
    focus: [400, 420],
  },
  jumper: {
    body: 'M292 262 Q400 312 508 262 L612 302 L682 842 L608 862 L570 462 L570 902 L230 902 L230 462 L192 862 L118 842 L188 302 Z',
    details: 'M292 262 Q400 352 508 262 M230 860 L570 860 M196 820 L118 804 M604 820 L682 804',
    focus: [400, 430],
  },
  hoodie: {
    body: 'M300 270 Q290 130 400 120 Q510 130 500 270 L612 305 L682 842 L608 862 L570 462 L570 902 L230 902 L230 462 L192 862 L118 842 L188 305 Z',
    details: 'M318 268 Q330 170 400 165 Q470 170 482 268 M300 700 L500 700 L470 800 L330 800 Z M372 300 L372 420 M428 300 L428 420',
    focus: [400, 360],
  },
  trousers: {
    body: 'M268 250 L532 250 L566 1060 L430 1060 L400 500 L370 1060 L234 1060 Z',
    details: 'M268 300 L532 300 M400 300 L400 500 M300 330 Q330 380 360 330',
    focus: [400, 450],
  },
  coat: {
    body: 'M298 215 Q400 265 502 215 L622 268 L692 905 L620 925 L590 520 L606 1085 L194 1085 L210 520 L180 925 L108 905 L178 268 Z',
    details: 'M330 220 L400 420 L470 220 M400 420 L400 1085 M430 560 a10 10 0 1 0 0.1 0 M430 700 a10 10 0 1 0 0.1 0 M430 840 a10 10 0 1 0 0.1 0',
    focus: [400, 460],
  },
  jacket: {
    body: 'M298 235 Q400 285 502 235 L615 285 L680 800 L610 818 L582 500 L592 820 L208 820 L218 500 L190 818 L120 800 L185 285 Z',
    details: 'M330 240 L400 400 L470 240 M400 400 L400 820 M208 780 L592 780',
    focus: [400, 420],
  },
  sneaker: {
    body: 'M170 780 Q176 650 290 628 L420 604 Q470 560 522 604 L628 682 Q700 700 700 770 L700 808 L170 808 Z',
    details: 'M170 808 L700 808 L700 846 Q440 870 170 846 Z M400 640 L452 690 M380 660 L432 710 M360 682 L412 732',
    focus: [440, 720], zoom: 1.3,
  },
  boot: {
    body: 'M278 360 L470 360 L478 700 Q530 730 626 760 Q690 782 690 836 L690 868 L278 868 Z',
    details: 'M278 868 L690 868 L690 900 L278 900 Z M470 380 L470 700 M278 420 L470 420',
    focus: [470, 700],
  },
  sandal: {
    body: 'M160 820 Q160 770 260 766 L640 766 Q710 770 710 820 Q710 860 640 862 L260 862 Q160 860 160 820 Z',
    details: 'M300 770 Q360 640 440 770 M460 770 Q520 660 580 770 M250 766 Q250 700 300 690',
    focus: [430, 800], zoom: 1.3,
  },
  bag: {
    body: 'M220 520 L580 520 L628 1005 L172 1005 Z',
    details: 'M300 520 Q300 330 400 330 Q500 330 500 520 M330 520 Q330 380 400 380 Q470 380 470 520 M190 600 L610 600',
    focus: [400, 620],
  },
  backpack: {
    body: 'M250 400 Q250 330 330 330 L470 330 Q550 330 550 400 L565 1000 L235 1000 Z',
    details: 'M360 330 Q360 270 400 270 Q440 270 440 330 M285 640 L515 640 L525 900 L275 900 Z M285 700 L515 700',
    focus: [400, 620],
  },
  hat: {
    body: 'M232 700 Q232 380 400 380 Q568 380 568 700 Z',
    details: 'M220 680 L580 680 L580 790 L220 790 Z M400 380 m-48 -40 a48 48 0 1 0 96 0 a48 48 0 1 0 -96 0 M290 680 L290 790 M345 680 L345 790 M400 680 L400 790 M455 680 L455 790 M510 680 L510 790',
    focus: [400, 620], zoom: 1.2,
  },
  scarf: {
    body: 'M300 240 L500 240 L500 1010 L430 1010 L430 340 L370 340 L370 1060 L300 1060 Z',
    details: 'M300 1060 L300 1100 M318 1060 L318 1100 M336 1060 L336 1100 M354 1060 L354 1100 M370 1060 L370 1100 M430 1010 L430 1050 M448 1010 L448 1050 M466 1010 L466 1050 M484 1010 L484 1050 M500 1010 L500 1050',
    focus: [400, 650],
  },
  belt: {
    body: 'M100 560 L700 560 L700 640 L100 640 Z',
    details: 'M190 538 L290 538 L290 662 L190 662 Z M215 560 L265 560 L265 640 L215 640 Z M400 600 a7 7 0 1 0 0.1 0 M470 600 a7 7 0 1 0 0.1 0 M540 600 a7 7 0 1 0 0.1 0',
    focus: [260, 600], zoom: 1.1,
  },
  wallet: {
    body: 'M220 470 Q220 450 240 450 L560 450 Q580 450 580 470 L580 730 Q580 750 560 750 L240 750 Q220 750 220 730 Z',
    details: 'M220 560 L580 560 M520 560 L520 620 Q520 640 540 640 L580 640',
    focus: [400, 600], zoom: 1.5,
  },
  gloves: {
    body: 'M300 1000 L300 640 L280 420 Q280 390 305 390 Q330 390 332 420 L342 560 L350 360 Q350 330 375 330 Q400 330 402 360 L406 550 L420 342 Q422 312 446 314 Q470 316 468 346 L460 560 L490 402 Q496 374 520 380 Q544 386 540 414 L520 640 Q560 560 600 580 Q632 600 602 652 L520 800 L520 1000 Z',
    details: 'M300 930 L520 930 M300 960 L520 960',
    focus: [430, 620],
  },
};

/** Studio backgrounds: warm and cool neutrals, so a grid of products looks like one shoot. */
const BACKGROUNDS = ['#f1eee9', '#ebe7e1', '#e8ecef', '#f3f0ea', '#e6e3dd', '#eef0ed'];

/** `#rrggbb` mixed towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const target = amount < 0 ? 0 : 255;
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.abs(amount));
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix);
  return `#${((r! << 16) | (g! << 8) | b!).toString(16).padStart(6, '0')}`;
}

/** Relative lightness 0…1, to keep white garments visible on light backgrounds. */
const lightness = (hex: string): number => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255;
};

const round = (v: number): number => Math.round(v * 10) / 10;

/** A fine fabric texture (weave or knit) in the garment's darker shade. */
function texture(id: string, ink: string, rand: () => number): string {
  const step = 10 + Math.floor(rand() * 8);
  const knit = rand() < 0.5;
  const lines = knit
    ? `<path d="M0 ${step / 2} Q${step / 4} 0 ${step / 2} ${step / 2} T${step} ${step / 2}" fill="none" stroke="${ink}" stroke-width="1.4" stroke-opacity="0.35"/>`
    : `<path d="M0 0 L${step} ${step} M${step} 0 L0 ${step}" stroke="${ink}" stroke-width="0.9" stroke-opacity="0.25"/>`;
  return `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse">${lines}</pattern>`;
}

/** The SVG of one product photo, sized to `width` (height = 1.5 × width). */
export function productImageSvg(spec: ProductImageSpec, width: number): string {
  const rand = seededRandom(mixSeed(spec.id, 0x1a9e));
  const shot = spec.position % 5;
  const background = BACKGROUNDS[Math.floor(rand() * BACKGROUNDS.length)]!;
  const fill = spec.colour;
  const ink = lightness(fill) > 0.8 ? shade(fill, -0.35) : shade(fill, -0.45);
  const light = shade(fill, 0.35);
  const shape = GARMENT_SHAPES[spec.silhouette];
  const defs = [
    `<linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></linearGradient>`,
    texture('t', ink, rand),
    `<filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>`,
  ];
  // The shadow is a blurred dark copy of the body, not a drop shadow of the whole garment: the
  // same picture, without rasterising the fabric texture a second time for the filter (a third
  // less time for a 1280 px photo).
  const garment = (extra = '') => [
    `<g${extra}>`,
    `<path d="${shape.body}" fill="#000" fill-opacity="0.18" transform="translate(0 18)" filter="url(#s)"/>`,
    `<path d="${shape.body}" fill="${fill}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="${shape.body}" fill="url(#t)"/>`,
    `<path d="${shape.body}" fill="url(#v)"/>`,
    `<path d="${shape.details}" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.8"/>`,
    '</g>',
  ].join('');

  let scene: string;
  if (shot === 4) {
    // Fabric swatch: the material filling the frame, folded once.
    const fold = round(500 + rand() * 300);
    scene = [
      `<rect width="${W}" height="${H}" fill="${fill}"/>`,
      `<rect width="${W}" height="${H}" fill="url(#t)"/>`,
      `<path d="M0 ${fold} Q400 ${round(fold - 80)} ${W} ${round(fold + 40)} L${W} ${H} L0 ${H} Z" fill="${light}" fill-opacity="0.25"/>`,
      `<path d="M0 ${fold} Q400 ${round(fold - 80)} ${W} ${round(fold + 40)}" fill="none" stroke="${ink}" stroke-width="3" stroke-opacity="0.4"/>`,
    ].join('');
  } else {
    const floor = `<ellipse cx="400" cy="1120" rx="300" ry="26" fill="#000" fill-opacity="0.06"/>`;
    const [fx, fy] = shape.focus;
    const zoom = shape.zoom ?? 1;
    const around = (scale: number) => `translate(400 600) scale(${scale}) translate(-400 -600)`;
    // Close-up: the focus point (moved a little) at the centre of the frame, 2.2 times larger.
    const closeX = round(fx + (rand() - 0.5) * 80);
    const closeY = round(fy + (rand() - 0.5) * 80);
    const transform = [
      around(zoom),
      `translate(800 0) scale(-1 1) ${around(zoom * 0.94)}`,
      `translate(400 600) scale(2.2) translate(${-closeX} ${-closeY})`,
      `rotate(${round(-10 + rand() * 20)} 400 600) ${around(zoom * 0.9)}`,
    ][shot]!;
    scene = `<rect width="${W}" height="${H}" fill="${background}"/>${shot < 2 ? floor : ''}${garment(` transform="${transform}"`)}`;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${productImageHeight(width)}" viewBox="0 0 ${W} ${H}">`,
    `<defs>${defs.join('')}</defs>`,
    scene,
    '</svg>',
  ].join('');
}
