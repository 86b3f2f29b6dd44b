CREATE TABLE "retired_refresh_secrets" (
	"hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "retired_refresh_secrets" ADD CONSTRAINT "retired_refresh_secrets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_refresh_secrets_session_idx" ON "retired_refresh_secrets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");