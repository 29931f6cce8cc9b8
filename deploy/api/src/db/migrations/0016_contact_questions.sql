CREATE TABLE "contact_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"customer_name" varchar(40) NOT NULL,
	"customer_phone" varchar(20),
	"customer_email" varchar(254),
	"question" text NOT NULL,
	"language" varchar(5) NOT NULL,
	"session_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_questions" ADD CONSTRAINT "contact_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_questions_created_idx" ON "contact_questions" USING btree ("created_at");