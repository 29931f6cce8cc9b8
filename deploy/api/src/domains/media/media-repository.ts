import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema';

/** Only images some post uses are rendered: the disk cache cannot be filled with arbitrary numbers. */
export async function blogImageExists(db: Db, n: number): Promise<boolean> {
  const [row] = await db.orm.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.imageNo, n)).limit(1);
  return Boolean(row);
}
