-- Fixtures and sports debts are now the items the fixtures feature says a student holds (issue 16):
-- their old rows go, and departure_debts keeps only accounting and library debts.
DELETE FROM "departure_debts" WHERE "office" IN ('fixtures', 'sports');--> statement-breakpoint
ALTER TABLE "departure_debts" ADD CONSTRAINT "departure_debts_office_check" CHECK ("departure_debts"."office" in ('accounting', 'library'));
