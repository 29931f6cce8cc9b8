ALTER TABLE "loyalty_ledger" DROP CONSTRAINT "loyalty_ledger_action_check";--> statement-breakpoint
ALTER TABLE "product_requests" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Reviews written before moderation count as checked; new ones wait for an operator (but are shown).
ALTER TABLE "product_reviews" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ALTER COLUMN "status" SET DEFAULT 'new';--> statement-breakpoint
CREATE INDEX "product_requests_waiting_idx" ON "product_requests" USING btree ("option_id") WHERE "product_requests"."is_restock" AND "product_requests"."notified_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_reviews_new_idx" ON "product_reviews" USING btree ("id") WHERE "product_reviews"."status" = 'new';--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_action_check" CHECK ("loyalty_ledger"."action" IN ('earned', 'spent', 'returned', 'revoked', 'referral_reward', 'joined', 'visit', 'invitee_registered', 'level_up', 'adjusted'));--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_status_check" CHECK ("product_reviews"."status" IN ('new', 'published', 'hidden'));--> statement-breakpoint
-- Product pages show ratings: a review written or moderated, by any process, moves this sequence,
-- which every API process reads behind requests (catalog/listing-index.ts) to forget those pages.
CREATE SEQUENCE "review_version";--> statement-breakpoint
CREATE FUNCTION "bump_review_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('review_version');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_reviews_review_version" AFTER INSERT OR UPDATE OF "status" OR DELETE OR TRUNCATE ON "product_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_review_version"();
--> statement-breakpoint
-- The admin API's catalogue import writes names, photos and a product's own columns, which the
-- listing index keeps (cards, search names): they move the catalogue version too. Not the review
-- counts on products, which review_version covers without a rebuild.
CREATE TRIGGER "products_catalog_version_columns" AFTER UPDATE OF "sku", "url_path", "category_id", "kind" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_translations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
