ALTER TABLE "contact_questions" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "contact_questions" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "contact_questions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_requests" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "contact_questions" ADD CONSTRAINT "contact_questions_assigned_to_customers_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_assigned_to_customers_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;