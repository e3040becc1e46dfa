ALTER TABLE "products" ADD COLUMN "filter_value_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_filter_value_ids_idx" ON "products" USING gin ("filter_value_ids");--> statement-breakpoint
UPDATE "products" SET "filter_value_ids" = coalesce((SELECT array_agg(DISTINCT "value_id" ORDER BY "value_id") FROM "product_filter_values" WHERE "product_filter_values"."product_id" = "products"."id" AND "value_id" IS NOT NULL), '{}'::integer[]);
