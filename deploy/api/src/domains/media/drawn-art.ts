import type { Db } from '../../db/client';
import { drawnArt as drawnArtTable } from '../../db/schema';

// What the media routes draw pictures from where a shop has no photo: the outline of a product's
// kind, the home banners' art and the gift card designs'. It is data, written by whoever fills the
// shop (the demo seed writes its own, db/seed-drawn-art.ts); a shop that writes none draws no
// banner or card picture, and a product of a kind without an outline as a T-shirt.

/** Garment outlines the product photos and banners can be drawn with (product-image.ts). */
export type Silhouette =
  | 'dress' | 'skirt' | 'top' | 'shirt' | 'tee' | 'jumper' | 'hoodie' | 'trousers' | 'coat' | 'jacket'
  | 'sneaker' | 'boot' | 'sandal' | 'bag' | 'backpack' | 'hat' | 'scarf' | 'belt' | 'wallet' | 'gloves';

/** hero: the wide top banner; slide: a carousel slide; tile: a category tile; strip: a promo block or the A/B banner. */
export type BannerShape = 'hero' | 'slide' | 'tile' | 'strip';

export interface BannerArt {
  id: number;
  shape: BannerShape;
  /** Gradient start and end, and the colour the motif and the garment's lines are drawn in. */
  palette: readonly [string, string, string];
  motif: 'arches' | 'waves' | 'circles' | 'bands';
  /** A garment drawn over the motif, in the product photos' outlines. */
  silhouette?: Silhouette;
}

export type GiftcardMotif = 'ribbon' | 'confetti' | 'hearts' | 'stars' | 'leaves' | 'waves';

export interface GiftcardArt {
  /** The picture's number in its URL (/api/media/giftcard/{imageNo}-{width}.webp). */
  imageNo: number;
  /** Gradient start and end, and the colour the motif is drawn in. */
  palette: readonly [string, string, string];
  motif: GiftcardMotif;
}

export interface DrawnArt {
  /** A product kind's outline (products.kind → silhouette). */
  silhouettes: ReadonlyMap<string, Silhouette>;
  banners: ReadonlyMap<number, BannerArt>;
  giftcards: ReadonlyMap<number, GiftcardArt>;
}

/** The rows of the drawn_art table: one per outline, banner and design, keyed within its kind. */
export type DrawnArtRow =
  | { kind: 'silhouette'; key: string; art: Silhouette }
  | { kind: 'banner'; key: string; art: BannerArt }
  | { kind: 'giftcard'; key: string; art: GiftcardArt };

export function drawnArtRows(art: { silhouettes: Iterable<[string, Silhouette]>; banners: Iterable<BannerArt>; giftcards: Iterable<GiftcardArt> }): DrawnArtRow[] {
  return [
    ...[...art.silhouettes].map(([kind, silhouette]) => ({ kind: 'silhouette' as const, key: kind, art: silhouette })),
    ...[...art.banners].map((banner) => ({ kind: 'banner' as const, key: String(banner.id), art: banner })),
    ...[...art.giftcards].map((design) => ({ kind: 'giftcard' as const, key: String(design.imageNo), art: design })),
  ];
}

// Read once per database: the art changes only with a seed, before the shop serves.
const known = new WeakMap<Db, Promise<DrawnArt>>();

export function drawnArt(db: Db): Promise<DrawnArt> {
  let art = known.get(db);
  if (!art) {
    art = readDrawnArt(db);
    known.set(db, art);
    art.catch(() => known.delete(db));
  }
  return art;
}

async function readDrawnArt(db: Db): Promise<DrawnArt> {
  const rows = (await db.orm.select().from(drawnArtTable)) as DrawnArtRow[];
  const of = <K extends DrawnArtRow['kind']>(kind: K) => rows.filter((row): row is Extract<DrawnArtRow, { kind: K }> => row.kind === kind);
  return {
    silhouettes: new Map(of('silhouette').map((row) => [row.key, row.art])),
    banners: new Map(of('banner').map((row) => [row.art.id, row.art])),
    giftcards: new Map(of('giftcard').map((row) => [row.art.imageNo, row.art])),
  };
}
