CREATE TABLE "bigscreen_social_report" (
	"report_time" text PRIMARY KEY NOT NULL,
	"insured_num" integer NOT NULL,
	"pension_num" integer NOT NULL,
	"medical_num" integer NOT NULL,
	"unemployment_num" integer NOT NULL,
	"injury_num" integer NOT NULL,
	"new_insured_num" integer NOT NULL,
	"inflow_num" integer NOT NULL,
	"outflow_num" integer NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bigscreen_warning_setting" (
	"id" smallint PRIMARY KEY NOT NULL,
	"recruit_days" integer NOT NULL,
	"recruit_min_apply" integer NOT NULL,
	"resign_num" integer NOT NULL,
	"vacancy_gap" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
