CREATE TABLE "document_number_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_number_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "taxable_supply_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "vat" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "total_with_vat" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lines" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "corrects_document_id" integer;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "short_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_list_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "crew_list_code" text;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_short_hash_unique" UNIQUE("short_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_list_code_unique" UNIQUE("product_list_code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_crew_list_code_unique" UNIQUE("crew_list_code");--> statement-breakpoint
-- Orders placed before the gear-list codes: two unguessable codes each (two UUIDs' 244 random bits).
UPDATE "orders" SET
  "product_list_code" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  "crew_list_code" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
WHERE "product_list_code" IS NULL;--> statement-breakpoint
-- Documents issued before short links: a hash each.
UPDATE "documents" SET "short_hash" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
WHERE "short_hash" IS NULL;
