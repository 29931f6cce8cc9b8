import type { ImageWidth } from '@shop/contracts';
import { seededRandom } from '../../infra/seeded-random';

/** The `image` field of a post: the client appends `-{width}.webp`. */
export const blogImageBase = (n: number): string => `/api/media/blog/${n}`;

/** Blog images are 3:2. */
export const heightFor = (width: number): number => Math.round((width * 2) / 3);

/** Parses `{n}-{width}.webp` (already checked by the route schema's pattern). */
export function parseImageFile(file: string): { n: number; width: ImageWidth } | undefined {
  const match = /^(\d{1,6})-(400|768|1280)\.webp$/.exec(file);
  if (!match) return undefined;
  return { n: Number(match[1]), width: Number(match[2]) as ImageWidth };
}

// Calm paired hues (start, end) so every cover sits well next to the others in a grid.
const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#f6d365', '#fda085', '#ffffff'],
  ['#a1c4fd', '#c2e9fb', '#ffffff'],
  ['#84fab0', '#8fd3f4', '#ffffff'],
  ['#fbc2eb', '#a6c1ee', '#ffffff'],
  ['#ffecd2', '#fcb69f', '#7a4b3a'],
  ['#cfd9df', '#e2ebf0', '#33506b'],
  ['#d4fc79', '#96e6a1', '#2f5d3a'],
  ['#e0c3fc', '#8ec5fc', '#ffffff'],
  ['#fddb92', '#d1fdff', '#4a6572'],
  ['#c1dfc4', '#deecdd', '#3c6e47'],
];

const round = (v: number): number => Math.round(v * 10) / 10;

/** The SVG cover of blog image `n`, drawn on a 1200×800 canvas and sized to `width`. */
export function blogImageSvg(n: number, width: number): string {
  const rand = seededRandom(n * 2654435761);
  const [from, to, ink] = PALETTES[n % PALETTES.length] ?? PALETTES[0]!;
  const angle = Math.floor(rand() * 360);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const cx = round(rand() * 1200);
    const cy = round(rand() * 800);
    const r = round(60 + rand() * 260);
    const opacity = round(0.08 + rand() * 0.22);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink}" fill-opacity="${opacity}"/>`);
  }
  const waveY = round(480 + rand() * 200);
  const amp = round(40 + rand() * 80);
  const wave = `<path d="M0 ${waveY} C 300 ${round(waveY - amp)}, 600 ${round(waveY + amp)}, 1200 ${round(waveY - amp / 2)} L1200 800 L0 800 Z" fill="${ink}" fill-opacity="0.18"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${heightFor(width)}" viewBox="0 0 1200 800">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1200" height="800" fill="url(#g)"/>',
    ...shapes,
    wave,
    '</svg>',
  ].join('');
}

/**
 * The shop's mark, served as SVG: square, because the header sets the shop's name beside it (a
 * wordmark there would print the name twice, squeezed into the mark's square).
 */
export function logoSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">',
    '<circle cx="24" cy="24" r="22" fill="#1f3a5f"/><path d="M12 32 L24 12 L36 32 Z" fill="#f6d365"/>',
    '</svg>',
  ].join('');
}
