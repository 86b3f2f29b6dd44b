-- Department approval of a finalisation (spec §4 "finalise and approve"; docs/decisions.md): who approved and when.
ALTER TABLE "section_grading" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "section_grading" ADD COLUMN "approved_by_person_id" integer;