ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" varchar(40);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "language" varchar(5);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_method","id") WHERE "orders"."placed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_currency_idx" ON "orders" USING btree ("currency","id") WHERE "orders"."placed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."placed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id","id") WHERE "outbox"."order_id" IS NOT NULL;