DROP TABLE "military_deferrals" CASCADE;--> statement-breakpoint
DROP TABLE "military_dev_requests" CASCADE;