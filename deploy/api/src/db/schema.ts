import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// Translatable entities are split into a language-neutral row and one row per language
// (`*_translations`), so the catalogue (categories, products) can follow the same shape later.

/** Key/value facts about the database itself (e.g. which seed built it). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 settings groups for one language, stored as the JSON the Settings contract describes. */
export const settings = pgTable('settings', {
  language: varchar('language', { length: 5 }).primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable('blog_posts', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 200 }).notNull(),
  imageNo: integer('image_no').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('blog_posts_slug_key').on(t.slug),
  uniqueIndex('blog_posts_image_no_key').on(t.imageNo),
  index('blog_posts_order_idx').on(t.publishedAt.desc(), t.id.desc()),
]);

export const blogPostTranslations = pgTable('blog_post_translations', {
  postId: integer('post_id').notNull().references(() => blogPosts.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  content: text('content').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
}, (t) => [primaryKey({ columns: [t.postId, t.language] })]);

export const infoPages = pgTable('info_pages', {
  id: serial('id').primaryKey(),
  urlPath: varchar('url_path', { length: 200 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [uniqueIndex('info_pages_url_path_key').on(t.urlPath)]);

export const infoPageTranslations = pgTable('info_page_translations', {
  pageId: integer('page_id').notNull().references(() => infoPages.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
}, (t) => [primaryKey({ columns: [t.pageId, t.language] })]);

/**
 * Catch-all resolution (spec §2): a normalized path (no language prefix, no slashes at the ends)
 * → page type and the url_path that type's screen loads. Products and categories add rows here.
 */
export const urlRewrites = pgTable('url_rewrites', {
  path: varchar('path', { length: 500 }).primaryKey(),
  type: varchar('type', { length: 20 }).notNull(),
  urlPath: varchar('url_path', { length: 500 }).notNull(),
  entityId: integer('entity_id'),
});

export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull(),
  language: varchar('language', { length: 5 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('subscribers_email_key').on(t.email)]);

/** A row per session that has done something worth remembering (see infra/session.ts). */
export const sessions = pgTable('sessions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('sessions_expires_at_idx').on(t.expiresAt)]);
