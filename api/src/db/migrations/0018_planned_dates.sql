ALTER TABLE "carts" ADD COLUMN "planned_from" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "planned_to" text;