CREATE TABLE "idempotency_keys" (
	"session_id" varchar(64) NOT NULL,
	"key" varchar(64) NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_session_id_key_pk" PRIMARY KEY("session_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"sku" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"size_label" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1 AND "order_lines"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"customer_id" integer,
	"status" varchar(20) DEFAULT 'new' NOT NULL,
	"language" varchar(5) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"firstname" varchar(40) NOT NULL,
	"lastname" varchar(40) NOT NULL,
	"telephone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"city_id" integer,
	"shipping_method" varchar(32),
	"pickup_point_id" integer,
	"address" varchar(40) DEFAULT '' NOT NULL,
	"postcode" varchar(40) DEFAULT '' NOT NULL,
	"house" varchar(40) DEFAULT '' NOT NULL,
	"apartment" varchar(40) DEFAULT '' NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"payment_method" varchar(20),
	"totals" jsonb,
	"grand_total" integer,
	"promo_code_id" integer,
	"share_token" varchar(64),
	"tracking_number" varchar(64),
	"tracking_link" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('new', 'awaiting_payment', 'paid', 'payment_failed', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IS NULL OR "orders"."payment_method" IN ('card', 'cash_on_delivery'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"result" varchar(24) NOT NULL,
	"card_last4" varchar(4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_result_check" CHECK ("payments"."result" IN ('paid', 'failed', 'requires_confirmation'))
);
--> statement-breakpoint
CREATE TABLE "pickup_point_translations" (
	"point_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"hours" text NOT NULL,
	CONSTRAINT "pickup_point_translations_point_id_language_pk" PRIMARY KEY("point_id","language")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_rate_prices" DROP CONSTRAINT "shipping_rate_prices_price_check";--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "stock_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rate_prices" ADD COLUMN "free_from" integer;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_shipping_methods_code_fk" FOREIGN KEY ("shipping_method") REFERENCES "public"."shipping_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_point_translations" ADD CONSTRAINT "pickup_point_translations_point_id_pickup_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."pickup_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD CONSTRAINT "pickup_points_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_share_token_key" ON "orders" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_key" ON "orders" USING btree ("session_id") WHERE "orders"."status" = 'new';--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."status" IN ('awaiting_payment', 'payment_failed');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_attempt_key" ON "payments" USING btree ("order_id","attempt");--> statement-breakpoint
CREATE INDEX "pickup_points_city_idx" ON "pickup_points" USING btree ("city_id","position");--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_stock_quantity_check" CHECK ("product_options"."stock_quantity" >= 0);--> statement-breakpoint
ALTER TABLE "shipping_rate_prices" ADD CONSTRAINT "shipping_rate_prices_price_check" CHECK ("shipping_rate_prices"."price" >= 0 AND ("shipping_rate_prices"."free_from" IS NULL OR "shipping_rate_prices"."free_from" >= 0));--> statement-breakpoint
-- Selling a unit changes only stock_quantity, which no listing shows: rebuilding the catalogue's
-- in-process index for every order placed would cost more than the order. An update bumps the
-- catalogue version only when it changes what a listing or product page shows (a size selling
-- out sets stock_status in the same statement, and that does bump it).
DROP TRIGGER "product_options_catalog_version" ON "product_options";
--> statement-breakpoint
CREATE TRIGGER "product_options_catalog_version" AFTER INSERT OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "product_options_shown_catalog_version" AFTER UPDATE ON "product_options" FOR EACH ROW
  WHEN ((OLD."product_id", OLD."value_id", OLD."position", OLD."stock_status") IS DISTINCT FROM (NEW."product_id", NEW."value_id", NEW."position", NEW."stock_status"))
  EXECUTE FUNCTION "bump_catalog_version"();
