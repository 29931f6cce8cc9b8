import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createPglite, migrateDatabase, openDatabase, rowsOf, wrapPglite, type Db } from '../src/db/client';
import { seed } from '../src/db/seed';

/** A benchmark's database: PostgreSQL at `url`, a PGlite data dir kept between runs, or a fresh one in `tempDir`. */
export async function openBenchDatabase({ tempDir, dataDir, url }: { tempDir: string; dataDir?: string; url?: string }): Promise<Db> {
  if (url) return openDatabase({ url });
  const dir = dataDir ?? join(tempDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const db = wrapPglite(await createPglite({ dataDir: dir }));
  await migrateDatabase(db);
  return db;
}

/**
 * Seeds `size` products into an empty database; a kept one must already hold that many, or the
 * numbers would describe another catalogue. Says how it went: "seeded in 31.2 s" or "reused".
 */
export async function seedBenchDatabase(db: Db, size: number): Promise<string> {
  const started = performance.now();
  const seeded = await seed(db, { size });
  const [row] = rowsOf<{ n: number }>(await db.orm.execute(sql`SELECT count(*)::int AS n FROM products`));
  const products = Number(row!.n);
  if (products !== size) throw new Error(`the database holds ${products.toLocaleString('en')} products, not ${size.toLocaleString('en')}: give the benchmark another one`);
  return seeded.seeded ? `seeded in ${((performance.now() - started) / 1000).toFixed(1)} s` : 'reused';
}
