-- Stemmed search words (modules/catalog/search-fields.ts). The stems come from the Snowball
-- stemmers in the API, not from SQL: rows written before this migration are filled when the API
-- starts (seed.ts, backfillSearchStems).
ALTER TABLE "categories" ADD COLUMN "search_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_stems_idx" ON "products" USING gin ("search_stems");