import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Translatable entities are split into a language-neutral row and one row per language
// (`*_translations`).

/** Key/value facts about the database itself (e.g. which seed built it). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec §3 settings groups for one language, stored as the JSON the Settings contract describes,
 * plus the `homepage` group (domains/home/homepage-settings.ts), which only the home endpoints serve.
 */
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
  /** The logged-in customer; null for a guest. Login and logout rotate the session id (domains/auth). */
  customerId: integer('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
  data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('sessions_expires_at_idx').on(t.expiresAt),
  // A customer's sessions, ended at once when staff block them or erase their data.
  index('sessions_customer_idx').on(t.customerId).where(sql`${t.customerId} IS NOT NULL`),
]);

/**
 * Request counters of the rate limits (infra/rate-limit.ts): one row per limited key (route and
 * session, or route and IP) with the start of its current window. In the database, so every API
 * process counts the same requests.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
}, (t) => [index('rate_limits_window_start_idx').on(t.windowStart)]);

/**
 * Every message the shop sends (login codes, order confirmations, gift card links, notes to the
 * manager) goes here first; a transport delivers it (`sent_at`). Outside production
 * `GET /api/dev/outbox` shows it, for people and the e2e tests.
 */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  /** manager (the shop's own address), email, sms. */
  channel: varchar('channel', { length: 20 }).notNull(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** What the message is: an order's say so (ORDER_MESSAGE_KINDS in the contracts: `order.placed`, `giftcard.link`); null for the others. */
  kind: varchar('kind', { length: 40 }),
  /** The language it is written in, when it is a shopper's. */
  language: varchar('language', { length: 5 }),
  /** The order it tells of: what the back office shows under "messages" on the order's page. */
  orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
}, (t) => [
  index('outbox_recipient_idx').on(t.recipient, t.id),
  index('outbox_order_idx').on(t.orderId, t.id).where(sql`${t.orderId} IS NOT NULL`),
]);

// ---------------------------------------------------------------------------------------------
// Catalogue. Ids are assigned by the seed (and the sequences moved past them), so a category's
// `path` of ancestor ids can be written in the same insert.

/** PostgreSQL has no tsvector column type in Drizzle; the values are only read by SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Text search configuration of a translation row: stemming for Russian and English; PostgreSQL
 * has no Georgian stemmer, so Georgian is matched word by word ('simple').
 */
const SEARCH_CONFIG = `CASE "language" WHEN 'ru-ru' THEN 'russian'::regconfig WHEN 'en-gb' THEN 'english'::regconfig ELSE 'simple'::regconfig END`;
/** Shoppers type "е" for "ё": the index, the word list and the query all fold it. */
const folded = (column: string): string => `translate("${column}", 'ёЁ', 'еЕ')`;
/**
 * The name twice, stemmed (weight B: "платья" finds "платье") and as typed (weight A: a partial
 * word "плать" is a prefix of the unstemmed "платье" but not of the stem "плат").
 */
const nameSearch = `setweight(to_tsvector(${SEARCH_CONFIG}, ${folded('name')}), 'B') || setweight(to_tsvector('simple'::regconfig, ${folded('name')}), 'A')`;

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
  /** 1 for top categories. */
  level: integer('level').notNull(),
  /** Ancestor ids and its own, slash-separated: '1/5/23'. */
  path: varchar('path', { length: 200 }).notNull(),
  urlPath: varchar('url_path', { length: 300 }).notNull(),
  position: integer('position').notNull().default(0),
  showInMenu: boolean('show_in_menu').notNull().default(true),
}, (t) => [
  uniqueIndex('categories_url_path_key').on(t.urlPath),
  index('categories_parent_idx').on(t.parentId, t.position),
]);

export const categoryTranslations = pgTable('category_translations', {
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  name: text('name').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  search: tsvector('search').notNull().generatedAlwaysAs(sql.raw(nameSearch)),
}, (t) => [
  primaryKey({ columns: [t.categoryId, t.language] }),
  index('category_translations_search_idx').using('gin', t.search),
]);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  sku: varchar('sku', { length: 32 }).notNull(),
  urlPath: varchar('url_path', { length: 300 }).notNull(),
  /** The leaf category the product belongs to (breadcrumbs); listings use product_categories. */
  categoryId: integer('category_id').notNull().references(() => categories.id),
  /** Garment type code of the seed's word tables (dress, jeans, tote…): picks the image's silhouette. */
  kind: varchar('kind', { length: 32 }).notNull(),
  popularity: integer('popularity').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Kept by the review that adds to them, in its transaction: the average is reviewScoreSum / reviewCount. */
  reviewCount: integer('review_count').notNull().default(0),
  reviewScoreSum: integer('review_score_sum').notNull().default(0),
  /**
   * Whether shoppers see it (PRODUCT_STATUSES): hidden and archived products are in no listing,
   * search or sitemap and their page is a 404, while their orders keep naming them.
   */
  status: varchar('status', { length: 10 }).notNull().default('published'),
  /** Moves with every change staff save: a save made from an older copy is refused (409). */
  version: integer('version').notNull().default(1),
  /**
   * No size can be bought: kept by triggers on product_options (migration 0024), so the back
   * office's "sold out" filter reads an index instead of every product's sizes.
   */
  soldOut: boolean('sold_out').notNull().default(false),
}, (t) => [
  uniqueIndex('products_sku_key').on(t.sku),
  uniqueIndex('products_url_path_key').on(t.urlPath),
  index('products_category_idx').on(t.categoryId),
  // Bestsellers first: search suggestions walk this until enough names match.
  index('products_popularity_idx').on(t.popularity.desc(), t.id),
  // The back office finds a product by the start of its SKU (LIKE 'W-DR%').
  index('products_sku_pattern_idx').using('btree', sql`${t.sku} varchar_pattern_ops`),
  // Products staff took off the shop, found without reading the published 100,000.
  index('products_off_shop_idx').on(t.status, t.id).where(sql`${t.status} <> 'published'`),
  index('products_sold_out_idx').on(t.id).where(sql`${t.soldOut}`),
  check('products_status_check', sql`${t.status} IN ('published', 'hidden', 'archived')`),
]);

export const productTranslations = pgTable('product_translations', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /**
   * The name only: the demo descriptions repeat the name's words around boilerplate (care,
   * composition) that would only add noise, and stemming them would triple the seed time.
   */
  search: tsvector('search').notNull().generatedAlwaysAs(sql.raw(nameSearch)),
}, (t) => [
  primaryKey({ columns: [t.productId, t.language] }),
  index('product_translations_search_idx').using('gin', t.search),
]);

/** Every category a product is listed in: its leaf and the leaf's ancestors, plus collections (new, sale…). */
export const productCategories = pgTable('product_categories', {
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [
  primaryKey({ columns: [t.categoryId, t.productId] }),
  index('product_categories_product_idx').on(t.productId),
  index('product_categories_position_idx').on(t.categoryId, t.position),
]);

/** Filterable attributes: color, size, material, season. */
export const attributes = pgTable('attributes', {
  code: varchar('code', { length: 32 }).primaryKey(),
  position: integer('position').notNull().default(0),
});

export const attributeTranslations = pgTable('attribute_translations', {
  attributeCode: varchar('attribute_code', { length: 32 }).notNull().references(() => attributes.code, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  label: text('label').notNull(),
}, (t) => [primaryKey({ columns: [t.attributeCode, t.language] })]);

export const attributeValues = pgTable('attribute_values', {
  id: serial('id').primaryKey(),
  attributeCode: varchar('attribute_code', { length: 32 }).notNull().references(() => attributes.code, { onDelete: 'cascade' }),
  code: varchar('code', { length: 32 }).notNull(),
  position: integer('position').notNull().default(0),
  /** `#rrggbb` of a colour value (filter swatches and product images). */
  swatch: varchar('swatch', { length: 7 }),
}, (t) => [uniqueIndex('attribute_values_code_key').on(t.attributeCode, t.code)]);

export const attributeValueTranslations = pgTable('attribute_value_translations', {
  valueId: integer('value_id').notNull().references(() => attributeValues.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  label: text('label').notNull(),
}, (t) => [primaryKey({ columns: [t.valueId, t.language] })]);

export const productAttributeValues = pgTable('product_attribute_values', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  valueId: integer('value_id').notNull().references(() => attributeValues.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.productId, t.valueId] }),
  index('product_attribute_values_value_idx').on(t.valueId, t.productId),
]);

/** A product's sizes; the row id is the option_value_id carts use (spec §3 cart item). */
export const productOptions = pgTable('product_options', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** The size: a value of the `size` attribute. */
  valueId: integer('value_id').notNull().references(() => attributeValues.id),
  position: integer('position').notNull().default(0),
  stockStatus: varchar('stock_status', { length: 20 }).notNull(),
  /**
   * Units left to sell. Placing an order takes them with a conditional update that also sets
   * stock_status to outOfStock at 0 (domains/checkout/stock.ts), so shoppers never see a size
   * in stock that has none.
   */
  stockQuantity: integer('stock_quantity').notNull().default(0),
}, (t) => [
  uniqueIndex('product_options_size_key').on(t.productId, t.valueId),
  check('product_options_stock_status_check', sql`${t.stockStatus} IN ('inStock', 'preOrder', 'outOfStock', 'twoToThreeDays')`),
  check('product_options_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
]);

/** Price per currency in minor units; `old_price` (the crossed-out one) is set while on sale. */
export const productPrices = pgTable('product_prices', {
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  currency: varchar('currency', { length: 3 }).notNull(),
  price: integer('price').notNull(),
  oldPrice: integer('old_price'),
}, (t) => [
  primaryKey({ columns: [t.productId, t.currency] }),
  check('product_prices_positive_check', sql`${t.price} > 0 AND (${t.oldPrice} IS NULL OR ${t.oldPrice} > ${t.price})`),
]);

/**
 * Product photos: an imported file (`source`, under `$DATA_DIR/media/imported`, named by its
 * SHA-256), or else drawn by the media route from the product's kind and colour.
 */
export const productImages = pgTable('product_images', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  source: varchar('source', { length: 80 }),
  /** What the photo shows, per language (LanguageCode → text); a missing one falls back to the product's name. */
  alts: jsonb('alts').$type<Partial<Record<string, string>>>().notNull().default({}),
}, (t) => [uniqueIndex('product_images_position_key').on(t.productId, t.position)]);

/**
 * Every word of the category and product names per language (folded, three letters or more):
 * the dictionary a mistyped search word is corrected against by trigram similarity, as the
 * pg_trgm documentation suggests. A few hundred words however large the catalogue, so the
 * correction costs the same at 100,000 products. A table, not a view refreshed whole: a catalogue
 * change adds the words of the names it writes (search-words.ts), which costs what the change
 * does, where a refresh would read every name of the catalogue while the shop waits. A word no
 * name has any more stays: it corrects a typo to a word that finds nothing, as the typo would.
 */
export const searchWords = pgTable('search_words', {
  language: varchar('language', { length: 5 }).notNull(),
  word: text('word').notNull(),
}, (t) => [
  uniqueIndex('search_words_key').on(t.language, t.word),
  index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** The words of a name column as the word list keeps them: `u.lexeme` of this, where NAME_WORD_KEPT. */
export const NAME_WORDS = `unnest(to_tsvector('simple'::regconfig, ${folded('name')})) u`;
export const NAME_WORD_KEPT = 'length(u.lexeme) >= 3';

/**
 * A shopper's request about one size of a product (spec §3 One-click): an order in one click, or
 * "tell me when it is back" (`is_restock`) for a sold-out size. The manager follows up by phone.
 */
export const productRequests = pgTable('product_requests', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  optionId: integer('option_id').notNull().references(() => productOptions.id, { onDelete: 'cascade' }),
  isRestock: boolean('is_restock').notNull(),
  customerName: varchar('customer_name', { length: 40 }).notNull(),
  customerPhone: varchar('customer_phone', { length: 20 }).notNull(),
  customerEmail: varchar('customer_email', { length: 254 }),
  language: varchar('language', { length: 5 }).notNull(),
  sessionId: varchar('session_id', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the shopper of a restock request was told the size is back (domains/admin/stock.ts); null until then. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  /** When staff closed a one-click request (called back, ordered or given up); open until then. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** The staff member who took it (the back office's inbox); null while nobody has. */
  assignedTo: integer('assigned_to').references(() => customers.id, { onDelete: 'set null' }),
}, (t) => [
  index('product_requests_product_idx').on(t.productId, t.createdAt),
  // The restock requests still waiting for their size.
  index('product_requests_waiting_idx').on(t.optionId).where(sql`${t.isRestock} AND ${t.notifiedAt} IS NULL`),
  // The one-click requests staff have still to call back.
  index('product_requests_open_idx').on(t.createdAt).where(sql`NOT ${t.isRestock} AND ${t.closedAt} IS NULL`),
]);

/**
 * A question a shopper asks the shop's manager through the contact popup (spec §2 "contact the
 * manager"), about a product or in general: answered by phone or e-mail, whichever they left.
 */
export const contactQuestions = pgTable('contact_questions', {
  id: serial('id').primaryKey(),
  /** The product the question was asked on; null when asked elsewhere or the product is gone. */
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  customerName: varchar('customer_name', { length: 40 }).notNull(),
  customerPhone: varchar('customer_phone', { length: 20 }),
  customerEmail: varchar('customer_email', { length: 254 }),
  question: text('question').notNull(),
  language: varchar('language', { length: 5 }).notNull(),
  sessionId: varchar('session_id', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When staff closed the question (answered, or nothing to answer); open until then. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** The staff member who took it (the back office's inbox); null while nobody has. */
  assignedTo: integer('assigned_to').references(() => customers.id, { onDelete: 'set null' }),
  /** What staff answered by e-mail, and when. */
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
}, (t) => [
  index('contact_questions_created_idx').on(t.createdAt),
  // The inbox's open questions and the dashboard's count of them.
  index('contact_questions_open_idx').on(t.createdAt).where(sql`${t.closedAt} IS NULL`),
]);

/**
 * A product's stories (spec §3 "a product has stories with a view flag"): short slides, each a
 * picture of the product with a title per language, shown in order. Whether a visitor has seen
 * one is theirs alone, kept in their browser, so the product page stays shared-cacheable.
 */
export const productStories = pgTable('product_stories', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  imageId: integer('image_id').notNull().references(() => productImages.id, { onDelete: 'cascade' }),
  /** The title in each language, by language code. */
  titles: jsonb('titles').notNull(),
}, (t) => [uniqueIndex('product_stories_position_key').on(t.productId, t.position)]);

/**
 * Spec §3 Review: a score of 1-5, a title (the main impression) and a text. Written by logged-in
 * customers, one per product each; the demo seed's reviews have no customer.
 */
export const productReviews = pgTable('product_reviews', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** The customer who wrote it (customers.id); null for the demo seed's reviews. No foreign key: a review outlives its account's removal. */
  customerId: integer('customer_id'),
  authorName: varchar('author_name', { length: 40 }).notNull(),
  language: varchar('language', { length: 5 }).notNull(),
  score: integer('score').notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  text: text('text').notNull(),
  /**
   * Moderation after the fact (domains/admin/reviews.ts): a review is shown as soon as it is
   * written (`new`), until an operator publishes it (checked) or hides it (not shown, and out of
   * the product's rating).
   */
  status: varchar('status', { length: 10 }).notNull().default('new'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('product_reviews_new_idx').on(t.id).where(sql`${t.status} = 'new'`),
  check('product_reviews_status_check', sql`${t.status} IN ('new', 'published', 'hidden')`),
  uniqueIndex('product_reviews_customer_key').on(t.productId, t.customerId),
  // A customer's reviews (the back office's customer page, export and erasure).
  index('product_reviews_customer_idx').on(t.customerId).where(sql`${t.customerId} IS NOT NULL`),
  index('product_reviews_product_idx').on(t.productId, t.createdAt.desc(), t.id),
  check('product_reviews_score_check', sql`${t.score} BETWEEN 1 AND 5`),
]);

// ---------------------------------------------------------------------------------------------
// Promo codes.

/**
 * A promo code (spec §8 reasons, one rule each: domains/promo/promo-rules.ts). `code` is stored
 * upper-case and matched case-insensitively. `amount` codes, `min_total` and `currency` are in
 * minor units of that currency; a cart in another currency does not get an amount code.
 * `uses_count` counts placed orders and is raised atomically when one is placed.
 */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  kind: varchar('kind', { length: 10 }).notNull(),
  value: integer('value').notNull(),
  currency: varchar('currency', { length: 3 }),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  requiresLogin: boolean('requires_login').notNull().default(false),
  customerGroups: text('customer_groups').array(),
  maxUses: integer('max_uses'),
  maxUsesPerClient: integer('max_uses_per_client'),
  minTotal: integer('min_total'),
  categoryIds: integer('category_ids').array(),
  usesCount: integer('uses_count').notNull().default(0),
  /** Raised by every change staff make: a save that names an older one was made from a stale copy (409). */
  version: integer('version').notNull().default(1),
}, (t) => [
  uniqueIndex('promo_codes_code_key').on(t.code),
  check('promo_codes_kind_check', sql`(${t.kind} = 'percent' AND ${t.value} BETWEEN 1 AND 100) OR (${t.kind} = 'amount' AND ${t.value} > 0 AND ${t.currency} IS NOT NULL)`),
  check('promo_codes_code_check', sql`${t.code} = upper(${t.code}) AND length(${t.code}) > 0`),
  check('promo_codes_uses_check', sql`${t.usesCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usesCount} <= ${t.maxUses})`),
]);

// ---------------------------------------------------------------------------------------------
// Cart.

/**
 * A cart (spec §3 Cart): a guest's, one per session, or a customer's, one per customer, created by
 * the first add. Login merges the guest's into the customer's (domains/auth).
 */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  /** A guest's cart belongs to the session; a customer's to the customer, on every device they log in on. */
  sessionId: varchar('session_id', { length: 64 }).references(() => sessions.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
  /** The cart's one currency (spec §1): every line and total is priced in it; POST /cart/v2/set-currency changes it, an empty cart takes the shopper's. */
  currency: varchar('currency', { length: 3 }).notNull().default('USD'),
  /** Loyalty points are spent on this cart (spec §3 additional.use_bonuses; POST /loyalty/apply-bonuses). */
  useBonuses: boolean('use_bonuses').notNull().default(false),
  /** The gift card this cart pays with (POST /giftcard/use); nothing is held until the order is placed. */
  giftCardId: integer('gift_card_id').references((): AnyPgColumn => giftCards.id, { onDelete: 'set null' }),
  /** The promo code applied to the cart; checked again on every reply and when the order is placed. */
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  /** The /cart/shared/{token} link's token (random, unguessable), made the first time it is asked for. */
  shareToken: varchar('share_token', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('carts_session_key').on(t.sessionId),
  uniqueIndex('carts_customer_key').on(t.customerId),
  uniqueIndex('carts_share_token_key').on(t.shareToken),
  check('carts_owner_check', sql`num_nonnulls(${t.sessionId}, ${t.customerId}) = 1`),
]);

/**
 * One size of a product in a cart (spec §3 Cart item); `id` is the item_id the client sends back.
 * One line per size: adding a size again raises its quantity (an upsert on the unique key, so
 * concurrent adds each count).
 */
export const cartItems = pgTable('cart_items', {
  id: serial('id').primaryKey(),
  cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  optionValueId: integer('option_value_id').notNull().references(() => productOptions.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('cart_items_size_key').on(t.cartId, t.optionValueId),
  check('cart_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 999`),
]);

// ---------------------------------------------------------------------------------------------
// Delivery (spec §2 Checkout delivery types, §7 countries, cities, shipping methods). Ids are
// assigned by the seed, like the catalogue's.

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2. */
  code: varchar('code', { length: 2 }).notNull(),
  /** The shop's main country first: its largest city is the default city. */
  position: integer('position').notNull().default(0),
}, (t) => [uniqueIndex('countries_code_key').on(t.code)]);

export const countryTranslations = pgTable('country_translations', {
  countryId: integer('country_id').notNull().references(() => countries.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.countryId, t.language] })]);

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id').notNull().references(() => countries.id, { onDelete: 'cascade' }),
  /** Orders the suggestions: the largest cities first. */
  population: integer('population').notNull(),
}, (t) => [index('cities_country_idx').on(t.countryId, t.population.desc())]);

export const cityTranslations = pgTable('city_translations', {
  cityId: integer('city_id').notNull().references(() => cities.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  name: text('name').notNull(),
  /**
   * The name folded for matching (domains/delivery/city-name.ts): lower case and ё as е, done in
   * JavaScript because PostgreSQL's lower() under the C locale leaves Cyrillic as it is.
   */
  searchName: text('search_name').notNull(),
}, (t) => [primaryKey({ columns: [t.cityId, t.language] })]);

/** Delivery types (spec §2 Checkout): courier, pickup_point, self_pickup. */
export const shippingMethods = pgTable('shipping_methods', {
  code: varchar('code', { length: 32 }).primaryKey(),
  position: integer('position').notNull().default(0),
});

export const shippingMethodTranslations = pgTable('shipping_method_translations', {
  methodCode: varchar('method_code', { length: 32 }).notNull().references(() => shippingMethods.code, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  title: text('title').notNull(),
}, (t) => [primaryKey({ columns: [t.methodCode, t.language] })]);

/** A method offered in a city, with its delivery time in days (0: today). */
export const shippingRates = pgTable('shipping_rates', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id').notNull().references(() => cities.id, { onDelete: 'cascade' }),
  methodCode: varchar('method_code', { length: 32 }).notNull().references(() => shippingMethods.code, { onDelete: 'cascade' }),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
}, (t) => [
  uniqueIndex('shipping_rates_city_method_key').on(t.cityId, t.methodCode),
  check('shipping_rates_days_check', sql`${t.minDays} >= 0 AND ${t.maxDays} >= ${t.minDays}`),
]);

/** A rate's price per currency in minor units (0: free), free from `free_from` worth of goods (null: never). */
export const shippingRatePrices = pgTable('shipping_rate_prices', {
  rateId: integer('rate_id').notNull().references(() => shippingRates.id, { onDelete: 'cascade' }),
  currency: varchar('currency', { length: 3 }).notNull(),
  price: integer('price').notNull(),
  freeFrom: integer('free_from'),
}, (t) => [
  primaryKey({ columns: [t.rateId, t.currency] }),
  check('shipping_rate_prices_price_check', sql`${t.price} >= 0 AND (${t.freeFrom} IS NULL OR ${t.freeFrom} >= 0)`),
]);

/** Where a pickup_point order is collected: the points of a city that has a pickup_point rate. */
export const pickupPoints = pgTable('pickup_points', {
  id: serial('id').primaryKey(),
  cityId: integer('city_id').notNull().references(() => cities.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
}, (t) => [index('pickup_points_city_idx').on(t.cityId, t.position)]);

export const pickupPointTranslations = pgTable('pickup_point_translations', {
  pointId: integer('point_id').notNull().references(() => pickupPoints.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  /** Opening hours as text ("Daily 10:00–21:00"). */
  hours: text('hours').notNull(),
}, (t) => [primaryKey({ columns: [t.pointId, t.language] })]);

// ---------------------------------------------------------------------------------------------
// Orders (spec §3 Order display, §4 order flow). domains/checkout owns them.

/**
 * An order: created by checkout as `new` (one per session at a time: the partial unique index),
 * filled by the set-* calls, then placed (lines copied, stock reserved, totals fixed) and paid.
 * Rows stay when the session is gone: an order outlives the browser that made it.
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  sessionId: varchar('session_id', { length: 64 }).notNull(),
  /** The logged-in customer who placed it; null for a guest. No foreign key: orders outlive what they name. */
  customerId: integer('customer_id'),
  status: varchar('status', { length: 20 }).notNull().default('new'),
  /** order (the cart's goods) or giftcard (a gift card bought through POST /giftcard/buy: no lines, no delivery). */
  kind: varchar('kind', { length: 10 }).notNull().default('order'),
  /** The language the shopper ordered in: the confirmation message and the line names are in it. */
  language: varchar('language', { length: 5 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  firstname: varchar('firstname', { length: 40 }).notNull(),
  lastname: varchar('lastname', { length: 40 }).notNull(),
  telephone: varchar('telephone', { length: 20 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  cityId: integer('city_id').references(() => cities.id),
  shippingMethod: varchar('shipping_method', { length: 32 }).references(() => shippingMethods.code),
  pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id),
  address: varchar('address', { length: 40 }).notNull().default(''),
  postcode: varchar('postcode', { length: 40 }).notNull().default(''),
  house: varchar('house', { length: 40 }).notNull().default(''),
  apartment: varchar('apartment', { length: 40 }).notNull().default(''),
  comment: varchar('comment', { length: 200 }).notNull().default(''),
  paymentMethod: varchar('payment_method', { length: 20 }),
  /** The totals lines fixed when the order was placed (spec §3 Totals); null before. */
  totals: jsonb('totals'),
  grandTotal: integer('grand_total'),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  /** The /order/shared/{token} link's token: random, made when the order is placed. */
  shareToken: varchar('share_token', { length: 64 }),
  trackingNumber: varchar('tracking_number', { length: 64 }),
  trackingLink: varchar('tracking_link', { length: 500 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  placedAt: timestamp('placed_at', { withTimezone: true }),
  /**
   * Staff's changes of the order (a move: packed, shipped…): a move made from an older version is
   * refused (409, who and when from the audit log). The shopper's payment does not count: the
   * status machine checks every move against the status as it is.
   */
  version: integer('version').notNull().default(1),
}, (t) => [
  uniqueIndex('orders_share_token_key').on(t.shareToken),
  uniqueIndex('orders_checkout_key').on(t.sessionId).where(sql`${t.status} = 'new'`),
  index('orders_session_idx').on(t.sessionId, t.id),
  // The account's order list.
  index('orders_customer_idx').on(t.customerId, t.id).where(sql`${t.customerId} IS NOT NULL`),
  // The unpaid-order sweep's scan.
  index('orders_unpaid_idx').on(t.placedAt).where(sql`${t.status} IN ('awaiting_payment', 'payment_failed')`),
  check('orders_status_check', sql`${t.status} IN ('new', 'awaiting_payment', 'paid', 'payment_failed', 'packed', 'shipped', 'delivered', 'cancelled', 'refunded')`),
  // The operators' order list (domains/admin), newest first within a status.
  index('orders_status_idx').on(t.status, t.id),
  // A person's orders by the e-mail or phone they gave (the order list's customer filter, a
  // customer's page, export and erasure): guest orders name no customer.
  index('orders_email_idx').using('btree', sql`lower(${t.email})`),
  index('orders_telephone_idx').on(t.telephone),
  // … and within each of its other filters: a payment method, a currency, the day placed, a guest's address.
  index('orders_payment_idx').on(t.paymentMethod, t.id).where(sql`${t.placedAt} IS NOT NULL`),
  index('orders_currency_idx').on(t.currency, t.id).where(sql`${t.placedAt} IS NOT NULL`),
  index('orders_placed_idx').on(t.placedAt).where(sql`${t.placedAt} IS NOT NULL`),
  check('orders_payment_method_check', sql`${t.paymentMethod} IS NULL OR ${t.paymentMethod} IN ('card', 'cash_on_delivery')`),
  check('orders_kind_check', sql`${t.kind} IN ('order', 'giftcard')`),
]);

/** What was ordered, copied from the cart when the order is placed: the price is the one at that moment. */
export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  optionId: integer('option_id').notNull().references(() => productOptions.id),
  sku: varchar('sku', { length: 32 }).notNull(),
  name: text('name').notNull(),
  sizeLabel: text('size_label').notNull(),
  price: integer('price').notNull(),
  quantity: integer('quantity').notNull(),
}, (t) => [
  index('order_lines_order_idx').on(t.orderId, t.id),
  check('order_lines_quantity_check', sql`${t.quantity} >= 1 AND ${t.price} >= 0`),
]);

/** An Idempotency-Key of create-order: the same key of the same session answers the same order. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  sessionId: varchar('session_id', { length: 64 }).notNull(),
  key: varchar('key', { length: 64 }).notNull(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.sessionId, t.key] })]);

/**
 * The payment ledger: every result a provider gave for an order, appended in the transaction that
 * sets the order's status, never changed. `attempt` counts an order's results from 1.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  attempt: integer('attempt').notNull(),
  /** paid, failed or requires_confirmation. */
  result: varchar('result', { length: 24 }).notNull(),
  cardLast4: varchar('card_last4', { length: 4 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payments_attempt_key').on(t.orderId, t.attempt),
  check('payments_result_check', sql`${t.result} IN ('paid', 'failed', 'requires_confirmation')`),
]);

// ---------------------------------------------------------------------------------------------
// Accounts, login codes, wishlists, loyalty (spec §2 Account and Loyalty, §3 Account, §4 login flow).

/**
 * What the back office searches a customer by: the names and the e-mail address, lower-case, as one
 * text. The search's WHERE must spell the same expression for the trigram index to serve it.
 */
export const CUSTOMER_SEARCH_TEXT = sql.raw(`lower(firstname || ' ' || lastname || ' ' || coalesce(email, ''))`);

/**
 * A customer: created by the first login with a phone or e-mail address nobody has (a login is a
 * registration). `telephone` is kept in international form, `email` lower-case; at least one is set.
 * `approved` false is an account the shop has blocked (error_approved).
 */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  telephone: varchar('telephone', { length: 20 }),
  email: varchar('email', { length: 254 }),
  firstname: varchar('firstname', { length: 40 }).notNull().default(''),
  lastname: varchar('lastname', { length: 40 }).notNull().default(''),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  /** Spec §3: '0' not specified, '1' men, '2' woman. */
  sex: varchar('sex', { length: 1 }).notNull().default('0'),
  street: varchar('street', { length: 40 }).notNull().default(''),
  postcode: varchar('postcode', { length: 40 }).notNull().default(''),
  house: varchar('house', { length: 40 }).notNull().default(''),
  apartment: varchar('apartment', { length: 40 }).notNull().default(''),
  comment: varchar('comment', { length: 200 }).notNull().default(''),
  /** Promo codes may be limited to groups (wrong_customer_group). */
  customerGroup: varchar('customer_group', { length: 32 }).notNull().default('default'),
  approved: boolean('approved').notNull().default(true),
  /** The /invite/{code} code of this customer's invitation link. */
  inviteCode: varchar('invite_code', { length: 16 }).notNull(),
  /** Who invited them (the invitation link they came by before registering). */
  referredBy: integer('referred_by').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
  /** Spec §3 loyaltyInfo.status: none until they join the programme, then active. */
  loyaltyStatus: varchar('loyalty_status', { length: 10 }).notNull().default('none'),
  /** Shop staff (domains/admin): admin or operator may use /api/admin; null for a shopper. */
  staffRole: varchar('staff_role', { length: 10 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When staff erased the customer's personal data on their request (domains/admin/customer-erasure.ts):
   * the row stays, for the orders and ledgers that name it, with no phone, e-mail, name or address.
   */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('customers_telephone_key').on(t.telephone),
  uniqueIndex('customers_email_key').on(t.email),
  uniqueIndex('customers_invite_code_key').on(t.inviteCode),
  check('customers_identifier_check', sql`${t.telephone} IS NOT NULL OR ${t.email} IS NOT NULL OR ${t.erasedAt} IS NOT NULL`),
  check('customers_sex_check', sql`${t.sex} IN ('0', '1', '2')`),
  check('customers_loyalty_status_check', sql`${t.loyaltyStatus} IN ('none', 'active')`),
  check('customers_staff_role_check', sql`${t.staffRole} IS NULL OR ${t.staffRole} IN ('admin', 'operator', 'support')`),
  index('customers_staff_idx').on(t.staffRole).where(sql`${t.staffRole} IS NOT NULL`),
  // The back office's search by a part of a name or an e-mail address (domains/admin/customers.ts):
  // trigrams find a part anywhere ("иванова", "example.com") without reading every row.
  index('customers_search_idx').using('gin', sql`${CUSTOMER_SEARCH_TEXT} gin_trgm_ops`),
]);

/**
 * A one-time code (OWASP: random, hashed, short-lived, single use, few tries): the live code of an
 * identifier for a purpose; a new one replaces it. `customer_id` is whose new phone or e-mail a
 * `change` code confirms.
 */
export const loginCodes = pgTable('login_codes', {
  id: serial('id').primaryKey(),
  /** The phone in international form or the e-mail lower-case. */
  identifier: varchar('identifier', { length: 254 }).notNull(),
  /** login or change (contracts CODE_TARGETS). */
  purpose: varchar('purpose', { length: 10 }).notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  /** HMAC-SHA-256 of the code under the server secret, hex. */
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  method: varchar('method', { length: 10 }).notNull(),
  /** Wrong tries so far; at the limit the code is spent. */
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('login_codes_identifier_key').on(t.identifier, t.purpose)]);

/** A customer's wishlist (spec §3): products by sku, in the order added (`id`). */
export const wishlistItems = pgTable('wishlist_items', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('wishlist_items_customer_product_key').on(t.customerId, t.productId)]);

/** A loyalty level: reached at `threshold` total earned points; its cart discount and cashback in whole percent. */
export const loyaltyLevels = pgTable('loyalty_levels', {
  id: serial('id').primaryKey(),
  threshold: integer('threshold').notNull(),
  discountPercent: integer('discount_percent').notNull(),
  cashbackPercent: integer('cashback_percent').notNull(),
}, (t) => [
  uniqueIndex('loyalty_levels_threshold_key').on(t.threshold),
  check('loyalty_levels_check', sql`${t.threshold} >= 0 AND ${t.discountPercent} BETWEEN 0 AND 100 AND ${t.cashbackPercent} BETWEEN 0 AND 100`),
]);

export const loyaltyLevelTranslations = pgTable('loyalty_level_translations', {
  levelId: integer('level_id').notNull().references(() => loyaltyLevels.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.levelId, t.language] })]);

/**
 * The loyalty ledger, append-only: every points change (earned, spent, returned, revoked,
 * referral_reward) and every action without points (joined, visit, invitee_registered, level_up;
 * points 0). A balance is the sum of a customer's rows; spending locks the customer's row first,
 * so concurrent spends see each other and the sum never goes below zero. One entry per order and
 * action: an order earns, spends, returns and is revoked at most once; a session visits a link once.
 */
export const loyaltyLedger = pgTable('loyalty_ledger', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  action: varchar('action', { length: 20 }).notNull(),
  points: integer('points').notNull().default(0),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  /** The visiting session of a `visit`. */
  sessionId: varchar('session_id', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('loyalty_ledger_customer_idx').on(t.customerId, t.id),
  uniqueIndex('loyalty_ledger_order_action_key').on(t.orderId, t.action, t.customerId).where(sql`${t.orderId} IS NOT NULL`),
  uniqueIndex('loyalty_ledger_visit_key').on(t.customerId, t.sessionId).where(sql`${t.action} = 'visit'`),
  check('loyalty_ledger_action_check', sql`${t.action} IN ('earned', 'spent', 'returned', 'revoked', 'referral_reward', 'joined', 'visit', 'invitee_registered', 'level_up', 'adjusted')`),
]);

// ---------------------------------------------------------------------------------------------
// Drawn pictures (domains/media/drawn-art.ts): what the media routes draw a picture from where a
// shop has no photo. `art` is the kind's JSON: an outline's name, a banner's or a design's art.

export const drawnArt = pgTable('drawn_art', {
  /** silhouette (keyed by product kind), banner (by banner id) or giftcard (by design image number). */
  kind: varchar('kind', { length: 16 }).notNull(),
  key: varchar('key', { length: 64 }).notNull(),
  art: jsonb('art').notNull(),
}, (t) => [primaryKey({ columns: [t.kind, t.key] })]);

// ---------------------------------------------------------------------------------------------
// Gift cards (spec §2 Gift card purchase popup, §3 Gift card; domains/giftcard).

/** A card design: a generated picture (the media route draws `image_no`), named in three languages. */
export const giftCardDesigns = pgTable('gift_card_designs', {
  id: serial('id').primaryKey(),
  imageNo: integer('image_no').notNull(),
  position: integer('position').notNull().default(0),
});

export const giftCardDesignTranslations = pgTable('gift_card_design_translations', {
  designId: integer('design_id').notNull().references(() => giftCardDesigns.id, { onDelete: 'cascade' }),
  language: varchar('language', { length: 5 }).notNull(),
  name: text('name').notNull(),
}, (t) => [primaryKey({ columns: [t.designId, t.language] })]);

/** What a gift card order buys, kept until it is paid and the card issued. */
export const giftCardPurchases = pgTable('gift_card_purchases', {
  orderId: integer('order_id').primaryKey().references(() => orders.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  designId: integer('design_id').notNull().references(() => giftCardDesigns.id),
  /** self or other. */
  recipient: varchar('recipient', { length: 5 }).notNull(),
  recipientFirstname: varchar('recipient_firstname', { length: 40 }).notNull().default(''),
  recipientLastname: varchar('recipient_lastname', { length: 40 }).notNull().default(''),
  /** The recipient's e-mail (lower-case) or phone (international form); the buyer's for self. */
  recipientContact: varchar('recipient_contact', { length: 254 }).notNull(),
  message: varchar('message', { length: 500 }).notNull().default(''),
}, (t) => [
  check('gift_card_purchases_check', sql`${t.amount} > 0 AND ${t.recipient} IN ('self', 'other')`),
  // The cards a person received (the back office's customer page, export and erasure).
  index('gift_card_purchases_recipient_idx').on(t.recipientContact),
]);

/**
 * A gift card, issued when its order is paid (one per purchase order), or by staff by hand (a
 * gift_card_grants row, no order). The PIN is kept only as an HMAC; `token` is the
 * /giftcard/{token} link's. `balance` changes only by conditional updates with a ledger row; it
 * never goes below zero, nor above what the card was issued for.
 */
export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  number: varchar('number', { length: 16 }).notNull(),
  pinHash: varchar('pin_hash', { length: 64 }).notNull(),
  token: varchar('token', { length: 22 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  initialAmount: integer('initial_amount').notNull(),
  balance: integer('balance').notNull(),
  designId: integer('design_id').notNull().references(() => giftCardDesigns.id),
  /** The gift card order that bought it; null for a card staff issued by hand (gift_card_grants). */
  purchaseOrderId: integer('purchase_order_id').references(() => orders.id),
  /** The customer who connected it (spec §7 connect); null until then. */
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('gift_cards_number_key').on(t.number),
  uniqueIndex('gift_cards_token_key').on(t.token),
  uniqueIndex('gift_cards_purchase_key').on(t.purchaseOrderId),
  index('gift_cards_customer_idx').on(t.customerId),
  check('gift_cards_balance_check', sql`${t.balance} >= 0 AND ${t.balance} <= ${t.initialAmount}`),
]);

/**
 * A card staff issued by hand (goodwill; domains/admin/giftcards.ts): whom its link went to, in
 * which language, with which message, as a purchase keeps them for a bought card. Who issued it
 * and why is the audit log's.
 */
export const giftCardGrants = pgTable('gift_card_grants', {
  cardId: integer('card_id').primaryKey().references(() => giftCards.id, { onDelete: 'cascade' }),
  /** The recipient's e-mail, lower-case. */
  recipientContact: varchar('recipient_contact', { length: 254 }).notNull(),
  recipientFirstname: varchar('recipient_firstname', { length: 40 }).notNull().default(''),
  language: varchar('language', { length: 5 }).notNull(),
  message: varchar('message', { length: 500 }).notNull().default(''),
}, (t) => [index('gift_card_grants_recipient_idx').on(t.recipientContact)]);

/**
 * Every change of a card's balance, append-only, signed (the balance is the sum): issued, spent on
 * an order, refunded when that order was cancelled, voided (what was left) when the order that
 * bought the card was cancelled after it was paid or by staff, adjusted by staff with a reason.
 */
export const giftCardLedger = pgTable('gift_card_ledger', {
  id: serial('id').primaryKey(),
  cardId: integer('card_id').notNull().references(() => giftCards.id, { onDelete: 'cascade' }),
  action: varchar('action', { length: 10 }).notNull(),
  amount: integer('amount').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('gift_card_ledger_card_idx').on(t.cardId, t.id),
  // An order spends a card once and gets it back once; a card is issued and voided once.
  uniqueIndex('gift_card_ledger_order_key').on(t.cardId, t.orderId, t.action).where(sql`${t.orderId} IS NOT NULL`),
  check('gift_card_ledger_action_check', sql`${t.action} IN ('issued', 'spent', 'refunded', 'voided', 'adjusted')`),
]);

// ---------------------------------------------------------------------------------------------
// Running the shop (domains/admin): API tokens for scripts, the audit log, the first admin's setup codes.

/**
 * A token for scripts (`Authorization: Bearer shop_…`): made by an admin, shown once, kept as its
 * SHA-256 (a token is 32 random bytes: no dictionary to guess from, so no slow hash is needed).
 */
export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  role: varchar('role', { length: 10 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  /** The admin who made it; null for the one the first admin's setup makes. */
  createdBy: integer('created_by').references(() => customers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('api_tokens_hash_key').on(t.tokenHash),
  check('api_tokens_role_check', sql`${t.role} IN ('admin', 'operator', 'support')`),
]);

/**
 * Every change made through the admin API: who (a staff customer or a token), when, what, the
 * record before and after, and why. Append-only: migration 0012's trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** `customer:12 owner@example.com` or `token:3 nightly import`: readable after the actor is gone. */
  actor: varchar('actor', { length: 300 }).notNull(),
  action: varchar('action', { length: 64 }).notNull(),
  /** What was changed: `order:42`, `token:3`, `staff:17`. */
  target: varchar('target', { length: 120 }).notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  reason: varchar('reason', { length: 500 }).notNull().default(''),
}, (t) => [index('audit_log_target_idx').on(t.target, t.id)]);

/**
 * A catalogue import's job (domains/admin/catalog-job.ts): the file was checked whole, then applied
 * in short transactions, each moving `rows_done` with its rows and their audit rows, so a shopper's
 * request waits for one chunk at most. One runs at a time (the partial unique index). A job whose
 * process died stays `running` with an old `heartbeat_at`: it is marked failed at the next start or
 * once its heartbeat is stale.
 */
export const catalogImports = pgTable('catalog_imports', {
  id: serial('id').primaryKey(),
  status: varchar('status', { length: 10 }).notNull().default('running'),
  /** Who started it, as the audit log names them. */
  actor: varchar('actor', { length: 300 }).notNull(),
  reason: varchar('reason', { length: 500 }).notNull().default(''),
  rowsTotal: integer('rows_total').notNull(),
  rowsDone: integer('rows_done').notNull().default(0),
  /** What the file does, as its check found. */
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  error: text('error'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('catalog_imports_one_running').on(t.status).where(sql`${t.status} = 'running'`),
  check('catalog_imports_status_check', sql`${t.status} IN ('running', 'done', 'failed')`),
]);

/**
 * The codes that make the first admin (`pnpm ops setup`): each start of a shop without an admin
 * adds one and prints it; making the first admin deletes them all. Kept as SHA-256.
 */
export const adminSetupCodes = pgTable('admin_setup_codes', {
  codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What real visitors lived through (issue 26, domains/rum), never a visitor's own beacon: per
 * period (a minute, rolled into hours and days as it ages), environment, part of the page (the
 * shell or a remote) and its version, page kind, device class and language, how many page views
 * ran that version, how many had a JavaScript error and how many could not load its code.
 */
const rumKey = {
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  /** 60, 3600 or 86400: a minute, an hour or a day starting at period_start. */
  periodSeconds: integer('period_seconds').notNull(),
  env: varchar('env', { length: 16 }).notNull(),
  part: varchar('part', { length: 32 }).notNull(),
  version: varchar('version', { length: 64 }).notNull(),
  page: varchar('page', { length: 32 }).notNull(),
  device: varchar('device', { length: 8 }).notNull(),
  language: varchar('language', { length: 5 }).notNull(),
};

export const rumViews = pgTable('rum_views', {
  ...rumKey,
  views: integer('views').notNull().default(0),
  errorViews: integer('error_views').notNull().default(0),
  loadFailures: integer('load_failures').notNull().default(0),
}, (t) => [
  primaryKey({ name: 'rum_views_pkey', columns: [t.periodStart, t.periodSeconds, t.env, t.part, t.version, t.page, t.device, t.language] }),
  index('rum_views_part_idx').on(t.env, t.part, t.periodStart),
]);

/** The same keys' vitals: one histogram per metric (VITALS), samples by bucket (vitals-histogram.ts). */
export const rumVitals = pgTable('rum_vitals', {
  ...rumKey,
  metric: varchar('metric', { length: 4 }).notNull(),
  histogram: jsonb('histogram').notNull(),
}, (t) => [
  primaryKey({ name: 'rum_vitals_pkey', columns: [t.periodStart, t.periodSeconds, t.env, t.part, t.version, t.page, t.device, t.language, t.metric] }),
  index('rum_vitals_part_idx').on(t.env, t.part, t.periodStart),
]);
