-- A catalogue import is a job applied in short transactions (catalog_imports), and the word list
-- search corrects typos against becomes a table the import adds the words of its names to, where
-- refreshing a materialized view read every name of the catalogue while the shop waited.
DROP MATERIALIZED VIEW "public"."search_words";--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"actor" varchar(300) NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_imports_status_check" CHECK ("catalog_imports"."status" IN ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"language" varchar(5) NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_words" ("language", "word") SELECT DISTINCT n.language, u.lexeme
  FROM (SELECT language, name FROM category_translations UNION ALL SELECT language, name FROM product_translations) n,
    unnest(to_tsvector('simple'::regconfig, translate("name", 'ёЁ', 'еЕ'))) u
  WHERE length(u.lexeme) >= 3;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_imports_one_running" ON "catalog_imports" USING btree ("status") WHERE "catalog_imports"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "search_words_key" ON "search_words" USING btree ("language","word");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
