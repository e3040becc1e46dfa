CREATE TABLE "auth_rotated_refresh_tokens" (
	"refresh_token_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_rotated_refresh_tokens" ADD CONSTRAINT "auth_rotated_refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_rotated_refresh_tokens_session_idx" ON "auth_rotated_refresh_tokens" USING btree ("session_id");