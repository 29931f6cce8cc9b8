CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"option_value_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_check" CHECK ("cart_items"."quantity" BETWEEN 1 AND 999)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"population" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_translations" (
	"city_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	CONSTRAINT "city_translations_city_id_language_pk" PRIMARY KEY("city_id","language")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_translations" (
	"country_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_translations_country_id_language_pk" PRIMARY KEY("country_id","language")
);
--> statement-breakpoint
CREATE TABLE "shipping_method_translations" (
	"method_code" varchar(32) NOT NULL,
	"language" varchar(5) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "shipping_method_translations_method_code_language_pk" PRIMARY KEY("method_code","language")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"code" varchar(32) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rate_prices" (
	"rate_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "shipping_rate_prices_rate_id_currency_pk" PRIMARY KEY("rate_id","currency"),
	CONSTRAINT "shipping_rate_prices_price_check" CHECK ("shipping_rate_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"method_code" varchar(32) NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	CONSTRAINT "shipping_rates_days_check" CHECK ("shipping_rates"."min_days" >= 0 AND "shipping_rates"."max_days" >= "shipping_rates"."min_days")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_option_value_id_product_options_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_translations" ADD CONSTRAINT "city_translations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_translations" ADD CONSTRAINT "country_translations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method_translations" ADD CONSTRAINT "shipping_method_translations_method_code_shipping_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."shipping_methods"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rate_prices" ADD CONSTRAINT "shipping_rate_prices_rate_id_shipping_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."shipping_rates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_method_code_shipping_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."shipping_methods"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_size_key" ON "cart_items" USING btree ("cart_id","option_value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_key" ON "carts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id","population" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_key" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_city_method_key" ON "shipping_rates" USING btree ("city_id","method_code");