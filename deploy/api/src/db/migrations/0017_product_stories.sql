CREATE TABLE "product_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"image_id" integer NOT NULL,
	"titles" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_stories" ADD CONSTRAINT "product_stories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stories" ADD CONSTRAINT "product_stories_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_stories_position_key" ON "product_stories" USING btree ("product_id","position");