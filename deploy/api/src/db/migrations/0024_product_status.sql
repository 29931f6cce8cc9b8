ALTER TABLE "product_images" ADD COLUMN "alts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" varchar(10) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sku_pattern_idx" ON "products" USING btree ("sku" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_off_shop_idx" ON "products" USING btree ("status","id") WHERE "products"."status" <> 'published';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" IN ('published', 'hidden', 'archived'));--> statement-breakpoint
-- A product hidden, archived or published again leaves or joins the listings: the listing index rebuilds.
CREATE TRIGGER "products_status_catalog_version" AFTER UPDATE OF "status" ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_sold_out_idx" ON "products" USING btree ("id") WHERE "products"."sold_out";
--> statement-breakpoint
-- products.sold_out follows the sizes: true when none can be bought. One statement per statement
-- on product_options (transition tables), touching only the products whose answer changed, so a
-- checkout's stock decrement costs a lookup and a 100,000-product seed one UPDATE.
CREATE FUNCTION "products_refresh_sold_out"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- changed_options: the rows a statement inserted, updated (as they are now) or deleted.
  UPDATE products p SET sold_out = x.sold_out
  FROM (SELECT d.product_id, NOT EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = d.product_id AND o.stock_status <> 'outOfStock') AS sold_out
        FROM (SELECT DISTINCT product_id FROM changed_options) d) x
  WHERE p.id = x.product_id AND p.sold_out <> x.sold_out;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_options_sold_out_insert" AFTER INSERT ON "product_options" REFERENCING NEW TABLE AS "changed_options" FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_sold_out"();
--> statement-breakpoint
CREATE TRIGGER "product_options_sold_out_update" AFTER UPDATE ON "product_options" REFERENCING NEW TABLE AS "changed_options" FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_sold_out"();
--> statement-breakpoint
CREATE TRIGGER "product_options_sold_out_delete" AFTER DELETE ON "product_options" REFERENCING OLD TABLE AS "changed_options" FOR EACH STATEMENT EXECUTE FUNCTION "products_refresh_sold_out"();
--> statement-breakpoint
UPDATE "products" p SET "sold_out" = NOT EXISTS (SELECT 1 FROM "product_options" o WHERE o."product_id" = p."id" AND o."stock_status" <> 'outOfStock');
