ALTER TABLE "privacy_access_log" ALTER COLUMN "subject_person_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_exports" ALTER COLUMN "person_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_access_log" ADD COLUMN "subject_guest_id" integer;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "privacy_access_log" ADD CONSTRAINT "privacy_access_log_subject_guest_id_guests_id_fk" FOREIGN KEY ("subject_guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_access_guest_idx" ON "privacy_access_log" USING btree ("subject_guest_id","at");--> statement-breakpoint
CREATE INDEX "privacy_exports_guest_idx" ON "privacy_exports" USING btree ("guest_id");--> statement-breakpoint
ALTER TABLE "privacy_access_log" ADD CONSTRAINT "privacy_access_subject_ck" CHECK (("privacy_access_log"."subject_person_id" is null) <> ("privacy_access_log"."subject_guest_id" is null));--> statement-breakpoint
ALTER TABLE "privacy_exports" ADD CONSTRAINT "privacy_exports_one_ck" CHECK (("privacy_exports"."person_id" is null) <> ("privacy_exports"."guest_id" is null));