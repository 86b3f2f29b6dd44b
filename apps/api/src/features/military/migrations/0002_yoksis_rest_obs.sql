CREATE TABLE "military_deferrals" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"request_id" text,
	"offer_type" text NOT NULL,
	"reason_no" integer NOT NULL,
	"reason_text" text NOT NULL,
	"state" text NOT NULL,
	"result_code" text NOT NULL,
	"result_message" text NOT NULL,
	"outcome" text,
	"deferral_starts_on" date,
	"deferral_ends_on" date,
	"refusal_reason" text,
	"signer_name" text NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queried_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "military_dev_requests" (
	"uid" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"tc_kimlik_no" text NOT NULL,
	"teklif_turu" text NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"sonuc" text NOT NULL,
	"ert_bas_tarihi" text,
	"ert_bit_tarihi" text,
	"red_nedeni" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "military_units" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"birim_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "military_deferrals" ADD CONSTRAINT "military_deferrals_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "military_deferrals" ADD CONSTRAINT "military_deferrals_sent_by_persons_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "military_units" ADD CONSTRAINT "military_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;