CREATE TABLE "status_audit_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "status_audit_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"intact" boolean NOT NULL,
	"row_count" integer NOT NULL,
	"broken_id" integer,
	"problem" text,
	"detail" text
);
--> statement-breakpoint
CREATE TABLE "status_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	"beat_seconds" integer NOT NULL,
	"services" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"open_circuits" text[] DEFAULT '{}'::text[] NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "status_outside_systems" (
	"system" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_failure_outcome" text,
	"last_failure_message" text,
	"last_duration_ms" integer
);
--> statement-breakpoint
CREATE INDEX "status_audit_verifications_finished_idx" ON "status_audit_verifications" USING btree ("finished_at");