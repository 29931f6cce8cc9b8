CREATE TABLE "gift_card_design_translations" (
	"design_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "gift_card_design_translations_design_id_language_pk" PRIMARY KEY("design_id","language")
);
--> statement-breakpoint
CREATE TABLE "gift_card_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_no" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_action_check" CHECK ("gift_card_ledger"."action" IN ('issued', 'spent', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"design_id" integer NOT NULL,
	"recipient" varchar(5) NOT NULL,
	"recipient_firstname" varchar(40) DEFAULT '' NOT NULL,
	"recipient_lastname" varchar(40) DEFAULT '' NOT NULL,
	"recipient_contact" varchar(254) NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	CONSTRAINT "gift_card_purchases_check" CHECK ("gift_card_purchases"."amount" > 0 AND "gift_card_purchases"."recipient" IN ('self', 'other'))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(16) NOT NULL,
	"pin_hash" varchar(64) NOT NULL,
	"token" varchar(22) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"initial_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"design_id" integer NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"customer_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance" >= 0 AND "gift_cards"."balance" <= "gift_cards"."initial_amount")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" varchar(10) DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_design_translations" ADD CONSTRAINT "gift_card_design_translations_design_id_gift_card_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."gift_card_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_design_id_gift_card_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."gift_card_designs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_design_id_gift_card_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."gift_card_designs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchase_order_id_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("card_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_order_key" ON "gift_card_ledger" USING btree ("card_id","order_id","action") WHERE "gift_card_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_number_key" ON "gift_cards" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_token_key" ON "gift_cards" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_purchase_key" ON "gift_cards" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_customer_idx" ON "gift_cards" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" IN ('order', 'giftcard'));