CREATE TABLE "sso_consumed_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_saml_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"name_id" text NOT NULL,
	"name_id_format" text,
	"name_qualifier" text,
	"sp_name_qualifier" text,
	"session_index" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_saml_sessions" ADD CONSTRAINT "sso_saml_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_consumed_messages_expires_idx" ON "sso_consumed_messages" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sso_saml_sessions_name_id_idx" ON "sso_saml_sessions" USING btree ("name_id");