ALTER TABLE "prep_enrolments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prep_enrolments" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "prep_mixing_placements" ADD COLUMN "previous_section_id" integer;--> statement-breakpoint
ALTER TABLE "prep_mixings" ADD COLUMN "restorable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Repair (issue 37 "Apex passers stay in prep"): the passers of an Apex exam already transferred left prep, so
-- their enrolments in quarters running on or after the exam date end, leaving their sections.
UPDATE "prep_enrolments" e SET "ended_at" = coalesce(x."updated_at", now()), "end_reason" = 'apex', "section_id" = NULL, "version" = e."version" + 1
FROM "prep_exam_results" r, "prep_exams" x, "prep_quarters" q
WHERE r."student_id" = e."student_id" AND x."id" = r."exam_id" AND x."kind" = 'apex' AND x."state" = 'transferred'
  AND r."passed" AND q."id" = e."quarter_id" AND q."end_date" >= x."exam_date" AND e."ended_at" IS NULL;
