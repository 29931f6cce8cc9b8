import { sql } from 'drizzle-orm';
import { drawnArtRows } from '../domains/media/drawn-art';
import type { Tx } from './client';
import { drawnArt } from './schema';
import { KINDS } from './seed-data/catalog';
import { GIFTCARD_ARTS } from './seed-data/giftcards';
import { BANNER_ARTS } from './seed-data/home';

/** The demo shop's drawn pictures (seed version 14): its kinds' outlines, its banners' and its gift card designs' art, written over. */
export async function seedDrawnArt(tx: Tx): Promise<void> {
  const rows = drawnArtRows({
    silhouettes: KINDS.map((kind) => [kind.code, kind.silhouette]),
    banners: BANNER_ARTS,
    giftcards: GIFTCARD_ARTS.map(({ imageNo, palette, motif }) => ({ imageNo, palette, motif })),
  });
  await tx.insert(drawnArt).values(rows).onConflictDoUpdate({ target: [drawnArt.kind, drawnArt.key], set: { art: sql`excluded.art` } });
}
