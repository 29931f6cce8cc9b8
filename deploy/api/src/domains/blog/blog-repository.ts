import type { BlogPost, BlogPostSummary, LanguageCode } from '@shop/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, blogPostTranslations as tr } from '../../db/schema';
import { blogImageBase } from '../media/blog-image';

// Posts are listed newest first; `next` of a post is the one after it in that order.
const summaryColumns = {
  slug: blogPosts.slug,
  title: tr.title,
  excerpt: tr.excerpt,
  imageNo: blogPosts.imageNo,
  publishedAt: blogPosts.publishedAt,
};

interface SummaryRow { slug: string; title: string; excerpt: string; imageNo: number; publishedAt: Date }

const toSummary = ({ imageNo, publishedAt, ...row }: SummaryRow): BlogPostSummary => ({
  ...row,
  image: blogImageBase(imageNo),
  published_at: new Date(publishedAt).toISOString(),
});

const translated = (language: LanguageCode) => and(eq(tr.postId, blogPosts.id), eq(tr.language, language));

const newestFirst = async (db: Db, language: LanguageCode, limit: number, offset: number): Promise<BlogPostSummary[]> => {
  const rows = await db.orm
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(tr, translated(language))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toSummary);
};

export async function listPosts(db: Db, language: LanguageCode, page: number, limit: number): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const [posts, [totals]] = await Promise.all([
    newestFirst(db, language, limit, (page - 1) * limit),
    db.orm.select({ total: count() }).from(blogPosts).innerJoin(tr, translated(language)),
  ]);
  return { posts, total: totals?.total ?? 0 };
}

/** The newest posts, as the list shows them, without counting them all (the home page). */
export const latestPosts = (db: Db, language: LanguageCode, limit: number): Promise<BlogPostSummary[]> => newestFirst(db, language, limit, 0);

export async function findPost(db: Db, language: LanguageCode, slug: string): Promise<{ post: BlogPost; next: BlogPostSummary | null } | undefined> {
  const [row] = await db.orm
    .select({ ...summaryColumns, id: blogPosts.id, content: tr.content, metaTitle: tr.metaTitle, metaDescription: tr.metaDescription })
    .from(blogPosts)
    .innerJoin(tr, translated(language))
    .where(eq(blogPosts.slug, slug));
  if (!row) return undefined;

  const [nextRow] = await db.orm
    .select(summaryColumns)
    .from(blogPosts)
    .innerJoin(tr, translated(language))
    .where(sql`(${blogPosts.publishedAt}, ${blogPosts.id}) < (${new Date(row.publishedAt).toISOString()}::timestamptz, ${row.id})`)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(1);

  const { id: _id, content, metaTitle, metaDescription, ...summary } = row;
  return {
    post: { ...toSummary(summary), content, meta_title: metaTitle, meta_description: metaDescription },
    next: nextRow ? toSummary(nextRow) : null,
  };
}
