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
CREATE UNIQUE INDEX "catalog_imports_one_running" ON "catalog_imports" USING btree ("status") WHERE "catalog_imports"."status" = 'running';