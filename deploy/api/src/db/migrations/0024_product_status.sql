ALTER TABLE "product_images" ADD COLUMN "alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sku_pattern_idx" ON "products" USING btree ("sku" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_off_shop_idx" ON "products" USING btree ("status","id") WHERE "products"."status" <> 'published';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" IN ('published', 'hidden', 'archived'));--> statement-breakpoint
-- A product hidden, archived or published again leaves or joins the listings: the listing index rebuilds.
CREATE TRIGGER "products_status_catalog_version" AFTER UPDATE OF "status" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
