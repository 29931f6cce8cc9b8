CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post_translations" (
	"post_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	CONSTRAINT "blog_post_translations_post_id_language_pk" PRIMARY KEY("post_id","language")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"image_no" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_page_translations" (
	"page_id" integer NOT NULL,
	"language" varchar(5) NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	CONSTRAINT "info_page_translations_page_id_language_pk" PRIMARY KEY("page_id","language")
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_path" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"language" varchar(5) PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"path" varchar(500) PRIMARY KEY NOT NULL,
	"type" varchar(20) NOT NULL,
	"url_path" varchar(500) NOT NULL,
	"entity_id" integer
);
--> statement-breakpoint
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_page_translations" ADD CONSTRAINT "info_page_translations_page_id_info_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."info_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_image_no_key" ON "blog_posts" USING btree ("image_no");--> statement-breakpoint
CREATE INDEX "blog_posts_order_idx" ON "blog_posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "info_pages_url_path_key" ON "info_pages" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_key" ON "subscribers" USING btree ("email");