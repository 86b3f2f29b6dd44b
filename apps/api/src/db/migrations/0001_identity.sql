CREATE TYPE "public"."session_kind" AS ENUM('staff', 'student', 'guest');--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "session_kind" NOT NULL,
	"person_id" integer,
	"guest_id" integer,
	"active_role_id" integer NOT NULL,
	"is_proxy" boolean DEFAULT false NOT NULL,
	"proxy_giver_registry_no" text,
	"active_student_no" text,
	"impersonator_person_id" integer,
	"impersonator_role_id" integer,
	"refresh_hash" text NOT NULL,
	"id_token_hint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" text NOT NULL,
	"public_jwk" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_assignments" ADD COLUMN "valid_from" date;--> statement-breakpoint
ALTER TABLE "role_assignments" ADD COLUMN "valid_to" date;--> statement-breakpoint
CREATE INDEX "sessions_person_idx" ON "sessions" USING btree ("person_id");