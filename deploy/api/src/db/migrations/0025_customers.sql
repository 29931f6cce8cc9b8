-- The back office's customers (issue 41): a customer erased on request keeps their row with no
-- identifier (erased_at); the search by a part of a name or e-mail reads a trigram index; a person's
-- orders, reviews and received cards are found by index; a gift card may be issued by hand (no order,
-- a gift_card_grants row) and its balance adjusted by staff (an 'adjusted' ledger row).
CREATE TABLE "gift_card_grants" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"recipient_contact" varchar(254) NOT NULL,
	"recipient_firstname" varchar(40) DEFAULT '' NOT NULL,
	"language" varchar(5) NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_identifier_check";--> statement-breakpoint
ALTER TABLE "gift_card_ledger" DROP CONSTRAINT "gift_card_ledger_action_check";--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "purchase_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_grants" ADD CONSTRAINT "gift_card_grants_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_grants_recipient_idx" ON "gift_card_grants" USING btree ("recipient_contact");--> statement-breakpoint
CREATE INDEX "customers_search_idx" ON "customers" USING gin (lower(firstname || ' ' || lastname || ' ' || coalesce(email, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gift_card_purchases_recipient_idx" ON "gift_card_purchases" USING btree ("recipient_contact");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_telephone_idx" ON "orders" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "product_reviews_customer_idx" ON "product_reviews" USING btree ("customer_id") WHERE "product_reviews"."customer_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id") WHERE "sessions"."customer_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_identifier_check" CHECK ("customers"."telephone" IS NOT NULL OR "customers"."email" IS NOT NULL OR "customers"."erased_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_action_check" CHECK ("gift_card_ledger"."action" IN ('issued', 'spent', 'refunded', 'voided', 'adjusted'));
