CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" integer NOT NULL,
	"currency" varchar(3),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"requires_login" boolean DEFAULT false NOT NULL,
	"customer_groups" text[],
	"max_uses" integer,
	"max_uses_per_client" integer,
	"min_total" integer,
	"category_ids" integer[],
	"uses_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK (("promo_codes"."kind" = 'percent' AND "promo_codes"."value" BETWEEN 1 AND 100) OR ("promo_codes"."kind" = 'amount' AND "promo_codes"."value" > 0 AND "promo_codes"."currency" IS NOT NULL)),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code") AND length("promo_codes"."code") > 0),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses_count" >= 0 AND ("promo_codes"."max_uses" IS NULL OR "promo_codes"."uses_count" <= "promo_codes"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;