ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'czk' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "czk_per_unit" numeric(12, 4);