ALTER TABLE "carts" ADD COLUMN "share_token" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "carts_share_token_key" ON "carts" USING btree ("share_token");