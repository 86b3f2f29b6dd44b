ALTER TYPE "public"."document_kind" ADD VALUE 'course_contents';--> statement-breakpoint
ALTER TYPE "public"."document_kind" ADD VALUE 'military_status';--> statement-breakpoint
ALTER TYPE "public"."document_status" ADD VALUE 'preparing' BEFORE 'created';--> statement-breakpoint
ALTER TYPE "public"."document_status" ADD VALUE 'rejected';--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "decided_by_person_id" integer;--> statement-breakpoint
ALTER TABLE "document_requests" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "document_requests_queue_idx" ON "document_requests" USING btree ("status","requested_at");