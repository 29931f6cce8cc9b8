import { sql } from 'drizzle-orm';
import type { Tx } from './client';
import { STORY_PRODUCT_REMAINDER, STORY_SHOTS } from './seed-data/stories';

/** The demo's product stories (seed-data/stories.ts), from the photos the catalogue already has. */
export async function seedStories(tx: Tx): Promise<void> {
  const shots = sql.join(STORY_SHOTS.map((shot) => sql`(${shot.position}::int, ${JSON.stringify(shot.titles)}::jsonb)`), sql`, `);
  await tx.execute(sql`
    INSERT INTO product_stories (product_id, position, image_id, titles)
    SELECT i.product_id, i.position, i.id, shot.titles
    FROM product_images i
    JOIN (VALUES ${shots}) AS shot(position, titles) ON shot.position = i.position
    WHERE i.product_id % 3 = ${STORY_PRODUCT_REMAINDER}
    ON CONFLICT DO NOTHING`);
}
