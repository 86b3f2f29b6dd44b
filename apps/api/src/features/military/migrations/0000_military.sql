CREATE TABLE "military_deferrals" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"request_id" text,
	"state" text NOT NULL,
	"result_code" text NOT NULL,
	"result_message" text NOT NULL,
	"offer_type" text,
	"offer_reason" text,
	"deferral_ends_on" date,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queried_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "military_dev_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"national_id" text NOT NULL,
	"result_code" text NOT NULL,
	"result_message" text NOT NULL,
	"offer_type" text,
	"offer_reason" text,
	"ends_on" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "military_dev_requests_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "military_deferrals" ADD CONSTRAINT "military_deferrals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "military_deferrals" ADD CONSTRAINT "military_deferrals_sent_by_persons_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;