ALTER TABLE "contact_questions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_questions_open_idx" ON "contact_questions" USING btree ("created_at") WHERE "contact_questions"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "product_requests_open_idx" ON "product_requests" USING btree ("created_at") WHERE NOT "product_requests"."is_restock" AND "product_requests"."closed_at" IS NULL;