import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { SitePage } from './site-urls';
import type { Slice } from './sitemap-xml';

/** The pages a sitemap lists besides home, in the order it lists them: the few first, products last. */
export const PAGE_KINDS = ['categories', 'infoPages', 'posts', 'products'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A kind's pages: the FROM and WHERE they share with their count; the path, date and order of the list. */
interface KindQuery { from: SQL; path: SQL; changedAt: SQL; orderBy: SQL }

const QUERIES: Record<PageKind, KindQuery> = {
  // Shown in the catalogue: neither it nor an ancestor is hidden from the menu (category-tree.ts).
  categories: {
    from: sql`categories c WHERE NOT EXISTS (
      SELECT 1 FROM categories hidden WHERE NOT hidden.show_in_menu AND hidden.id = ANY (string_to_array(c.path, '/')::int[]))`,
    path: sql`c.url_path`,
    changedAt: sql`NULL::timestamptz`,
    orderBy: sql`c.level, c.position, c.id`,
  },
  // Where the catch-all resolves its url_path to an info page (content-repository.ts resolvePath).
  infoPages: {
    from: sql`info_pages p WHERE EXISTS (SELECT 1 FROM url_rewrites u WHERE u.path = p.url_path AND u.type IN ('infopage', 'page'))`,
    path: sql`p.url_path`,
    changedAt: sql`NULL::timestamptz`,
    orderBy: sql`p.sort_order, p.id`,
  },
  posts: {
    from: sql`blog_posts b`,
    path: sql`'blog/' || b.slug`,
    changedAt: sql`b.published_at`,
    orderBy: sql`b.published_at DESC, b.id DESC`,
  },
  // Products have no updated timestamp: created_at is the date they carry.
  products: {
    from: sql`products p WHERE p.status = 'published'`,
    path: sql`p.url_path`,
    changedAt: sql`p.created_at`,
    orderBy: sql`p.id`,
  },
};

/** How many pages of each kind there are, in one statement. */
export async function countPages(db: Db): Promise<Record<PageKind, number>> {
  const counts = sql.join(PAGE_KINDS.map((kind) => sql`(SELECT count(*)::int FROM ${QUERIES[kind].from}) AS ${sql.identifier(kind)}`), sql`, `);
  const [row] = rowsOf<Record<PageKind, number>>(await db.orm.execute(sql`SELECT ${counts}`));
  return row!;
}

/**
 * One slice of a kind's pages, in sitemap order: one query however many rows. The rows come back
 * as two JSON arrays, not 50,000 result rows, which the drivers take three times as long to read
 * (PostgreSQL aggregates a sorted subquery in its order); lastmod is a W3C datetime in UTC,
 * written by PostgreSQL for the slice's rows only.
 */
export async function listPages(db: Db, kind: PageKind, { offset, limit }: Slice): Promise<SitePage[]> {
  const { from, path, changedAt, orderBy } = QUERIES[kind];
  const [row] = rowsOf<{ paths: string[] | null; lastmods: Array<string | null> | null }>(await db.orm.execute(sql`
    SELECT json_agg(path) AS paths, json_agg(to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) AS lastmods
    FROM (SELECT ${path} AS path, ${changedAt} AS changed_at FROM ${from} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}) slice`));
  const lastmods = row?.lastmods ?? [];
  return (row?.paths ?? []).map((pagePath, i) => ({ path: pagePath, lastmod: lastmods[i] ?? null }));
}
