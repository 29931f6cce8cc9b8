CREATE TABLE "rum_views" (
	"period_start" timestamp with time zone NOT NULL,
	"period_seconds" integer NOT NULL,
	"env" varchar(16) NOT NULL,
	"part" varchar(32) NOT NULL,
	"version" varchar(64) NOT NULL,
	"page" varchar(32) NOT NULL,
	"device" varchar(8) NOT NULL,
	"language" varchar(5) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"error_views" integer DEFAULT 0 NOT NULL,
	"load_failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rum_views_pkey" PRIMARY KEY("period_start","period_seconds","env","part","version","page","device","language")
);
--> statement-breakpoint
CREATE TABLE "rum_vitals" (
	"period_start" timestamp with time zone NOT NULL,
	"period_seconds" integer NOT NULL,
	"env" varchar(16) NOT NULL,
	"part" varchar(32) NOT NULL,
	"version" varchar(64) NOT NULL,
	"page" varchar(32) NOT NULL,
	"device" varchar(8) NOT NULL,
	"language" varchar(5) NOT NULL,
	"metric" varchar(4) NOT NULL,
	"histogram" jsonb NOT NULL,
	CONSTRAINT "rum_vitals_pkey" PRIMARY KEY("period_start","period_seconds","env","part","version","page","device","language","metric")
);
--> statement-breakpoint
CREATE INDEX "rum_views_part_idx" ON "rum_views" USING btree ("env","part","period_start");--> statement-breakpoint
CREATE INDEX "rum_vitals_part_idx" ON "rum_vitals" USING btree ("env","part","period_start");