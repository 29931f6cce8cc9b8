-- Every change to what a category listing shows bumps this sequence, whoever makes it: the
-- in-process listing index (domains/catalog/listing-index.ts) compares it to the value it was
-- built at and rebuilds when it moved. Statement triggers: one bump per statement, not per row.
-- Products count only for the columns a listing sorts by: a review's counters do not move it.
-- Names and labels count too: the index keeps the categories and filter labels it answers with.
CREATE SEQUENCE "catalog_version";
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" AFTER INSERT OR UPDATE OF "popularity", "created_at" OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_options_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "category_translations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "attribute_value_translations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_value_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "attribute_translations_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
