ALTER TABLE "military_units" ADD COLUMN "yoksis_name" text;--> statement-breakpoint
ALTER TABLE "military_units" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "military_units" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "military_units" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "military_units" ADD CONSTRAINT "military_units_updated_by_persons_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;