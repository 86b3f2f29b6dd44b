CREATE TYPE "public"."cadre_type" AS ENUM('academic_2547', 'lecturer_2547_31', 'research_50d', 'research_33a', 'civil_servant_4a', 'contract_4b', 'worker_4d');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('single', 'married', 'divorced', 'widowed');--> statement-breakpoint
CREATE TYPE "public"."post_type" AS ENUM('permanent', 'assignment', 'acting');--> statement-breakpoint
CREATE TABLE "personnel_records" (
	"staff_member_id" integer PRIMARY KEY NOT NULL,
	"nationality" text DEFAULT 'TR' NOT NULL,
	"preferred_first_name" text,
	"preferred_last_name" text,
	"first_name_en" text,
	"last_name_en" text,
	"mother_name" text,
	"father_name" text,
	"marital_status" "marital_status",
	"registry_country" text,
	"registry_province" text,
	"registry_district" text,
	"registry_neighbourhood" text,
	"registry_volume" text,
	"registry_family_order_no" text,
	"registry_order_no" text,
	"address" text,
	"postal_code" text,
	"home_phone" text,
	"alternative_mobile" text,
	"personal_email" text,
	"corporate_extension" text,
	"corporate_mobile" text,
	"position_tr" text,
	"position_en" text,
	"post_type" "post_type",
	"cadre_type" "cadre_type",
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_person_id" integer
);
--> statement-breakpoint
ALTER TABLE "personnel_records" ADD CONSTRAINT "personnel_records_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;