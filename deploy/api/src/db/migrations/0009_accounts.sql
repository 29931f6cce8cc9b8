CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"telephone" varchar(20),
	"email" varchar(254),
	"firstname" varchar(40) DEFAULT '' NOT NULL,
	"lastname" varchar(40) DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"sex" varchar(1) DEFAULT '0' NOT NULL,
	"street" varchar(40) DEFAULT '' NOT NULL,
	"postcode" varchar(40) DEFAULT '' NOT NULL,
	"house" varchar(40) DEFAULT '' NOT NULL,
	"apartment" varchar(40) DEFAULT '' NOT NULL,
	"comment" varchar(200) DEFAULT '' NOT NULL,
	"customer_group" varchar(32) DEFAULT 'default' NOT NULL,
	"approved" boolean DEFAULT true NOT NULL,
	"invite_code" varchar(16) NOT NULL,
	"referred_by" integer,
	"loyalty_status" varchar(10) DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_identifier_check" CHECK ("customers"."telephone" IS NOT NULL OR "customers"."email" IS NOT NULL),
	CONSTRAINT "customers_sex_check" CHECK ("customers"."sex" IN ('0', '1', '2')),
	CONSTRAINT "customers_loyalty_status_check" CHECK ("customers"."loyalty_status" IN ('none', 'active'))
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(254) NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"customer_id" integer,
	"code_hash" varchar(64) NOT NULL,
	"method" varchar(10) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"session_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_ledger_action_check" CHECK ("loyalty_ledger"."action" IN ('earned', 'spent', 'returned', 'revoked', 'referral_reward', 'joined', 'visit', 'invitee_registered', 'level_up'))
);
--> statement-breakpoint
CREATE TABLE "loyalty_level_translations" (
	"level_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "loyalty_level_translations_level_id_language_pk" PRIMARY KEY("level_id","language")
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"cashback_percent" integer NOT NULL,
	CONSTRAINT "loyalty_levels_check" CHECK ("loyalty_levels"."threshold" >= 0 AND "loyalty_levels"."discount_percent" BETWEEN 0 AND 100 AND "loyalty_levels"."cashback_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "use_bonuses" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_referred_by_customers_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD CONSTRAINT "loyalty_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_level_translations" ADD CONSTRAINT "loyalty_level_translations_level_id_loyalty_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."loyalty_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_telephone_key" ON "customers" USING btree ("telephone");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_invite_code_key" ON "customers" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "login_codes_identifier_key" ON "login_codes" USING btree ("identifier","purpose");--> statement-breakpoint
CREATE INDEX "loyalty_ledger_customer_idx" ON "loyalty_ledger" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_order_action_key" ON "loyalty_ledger" USING btree ("order_id","action","customer_id") WHERE "loyalty_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_ledger_visit_key" ON "loyalty_ledger" USING btree ("customer_id","session_id") WHERE "loyalty_ledger"."action" = 'visit';--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_levels_threshold_key" ON "loyalty_levels" USING btree ("threshold");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_customer_product_key" ON "wishlist_items" USING btree ("customer_id","product_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_key" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id") WHERE "orders"."customer_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_check" CHECK (num_nonnulls("carts"."session_id", "carts"."customer_id") = 1);