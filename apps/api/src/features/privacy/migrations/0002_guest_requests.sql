ALTER TABLE "privacy_requests" ALTER COLUMN "person_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "guest_id" integer;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_guest_idx" ON "privacy_requests" USING btree ("guest_id","filed_at");--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_one_ck" CHECK (("privacy_requests"."person_id" is null) <> ("privacy_requests"."guest_id" is null));