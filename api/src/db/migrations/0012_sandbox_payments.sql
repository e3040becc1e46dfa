CREATE TABLE "sandbox_payments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"order_number" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"return_url" text NOT NULL,
	"notification_url" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
