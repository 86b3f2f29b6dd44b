-- Grade books owned by another feature (issue 18: the prep school's level books; docs/decisions.md): a book item belongs to a course section or to an owner reference, never both.
ALTER TABLE "grade_book_items" ALTER COLUMN "section_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "grade_book_items" ADD COLUMN "owner_ref" text;--> statement-breakpoint
CREATE INDEX "grade_book_items_owner_idx" ON "grade_book_items" USING btree ("owner_ref");--> statement-breakpoint
ALTER TABLE "grade_book_items" ADD CONSTRAINT "grade_book_items_one_owner" CHECK (("grade_book_items"."section_id" is null) <> ("grade_book_items"."owner_ref" is null));