-- The prep exam book moves into the grades feature's grade books (issue 18 "reuse the grade-book mechanism of
-- the grades feature"; docs/decisions.md): each level's exams become grade book items owned by
-- 'prep-level:<level id>' (grades migration 0003, applied before this one), then the prep table goes.
INSERT INTO "grade_book_items" ("owner_ref", "category_name", "exam_name", "max_point", "weight", "sort_order", "external_upload", "locked", "visible", "instructor_visible", "visible_from", "entry_from", "entry_to", "not_taken_allowed", "version")
SELECT 'prep-level:' || "level_id", "category_name", "exam_name", greatest("max_point", 0.01), "weight", least("sort_order", 100), "external_upload", "locked", "visible", "instructor_visible", "visible_from", "entry_from", "entry_until", "allow_not_taken", "version"
FROM "prep_exam_book_items";--> statement-breakpoint
DROP TABLE "prep_exam_book_items" CASCADE;
