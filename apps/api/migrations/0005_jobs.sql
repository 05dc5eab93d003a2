CREATE TABLE "job_apply_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"resume_code" text,
	"job_code" text NOT NULL,
	"usr_code" text NOT NULL,
	"usr_name" text NOT NULL,
	"usr_tel" text NOT NULL,
	"usr_age" smallint,
	"usr_gender" smallint,
	"state" smallint DEFAULT 0 NOT NULL,
	"form_value" jsonb,
	"remark" text,
	"station_code" text,
	"interview_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_apply_info_apply_code_unique" UNIQUE("apply_code"),
	CONSTRAINT "job_apply_info_job_usr" UNIQUE("job_code","usr_code")
);
--> statement-breakpoint
CREATE TABLE "job_collect" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_code" text NOT NULL,
	"usr_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_collect_job_usr" UNIQUE("job_code","usr_code")
);
--> statement-breakpoint
CREATE TABLE "job_transpond" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_code" text NOT NULL,
	"usr_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_code" text NOT NULL,
	"job_name" text NOT NULL,
	"job_category" text NOT NULL,
	"job_category_parent" text,
	"cmpy_code" text NOT NULL,
	"flag" smallint NOT NULL,
	"job_min_salary" integer,
	"job_max_salary" integer,
	"salary_describe" text,
	"pay_cycle" smallint NOT NULL,
	"application_number" integer NOT NULL,
	"entry_rebate" integer,
	"rebate_rule" text,
	"academic_requirement" smallint NOT NULL,
	"work_years" smallint NOT NULL,
	"gender_requirement" smallint NOT NULL,
	"age_requirement" text NOT NULL,
	"interview_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_requirements" text,
	"job_introduction" text NOT NULL,
	"work_description" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_welfare" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_picture_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_video_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"social_recruitment" smallint NOT NULL,
	"work_type" smallint NOT NULL,
	"form_id" integer,
	"form_content" text,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"county_code" text NOT NULL,
	"county_name" text NOT NULL,
	"job_address" text NOT NULL,
	"gcj02_lon" double precision NOT NULL,
	"gcj02_lat" double precision NOT NULL,
	"bd09_lon" double precision NOT NULL,
	"bd09_lat" double precision NOT NULL,
	"automatical_publish" smallint DEFAULT 0 NOT NULL,
	"need_resume" smallint DEFAULT 1 NOT NULL,
	"approve_type" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"submit_time" timestamp with time zone,
	"check_time" timestamp with time zone,
	"online_time" timestamp with time zone,
	"down_time" timestamp with time zone,
	"refresh_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_info_job_code_unique" UNIQUE("job_code")
);
--> statement-breakpoint
CREATE INDEX "job_apply_info_job_state" ON "job_apply_info" USING btree ("job_code","state");--> statement-breakpoint
CREATE INDEX "job_apply_info_created" ON "job_apply_info" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_transpond_job" ON "job_transpond" USING btree ("job_code");--> statement-breakpoint
CREATE INDEX "job_info_tab" ON "job_info" USING btree ("approve_type","refresh_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_info_cmpy_tab" ON "job_info" USING btree ("cmpy_code","approve_type","refresh_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_info_category" ON "job_info" USING btree ("job_category");--> statement-breakpoint
CREATE INDEX "job_info_category_parent" ON "job_info" USING btree ("job_category_parent");--> statement-breakpoint
CREATE INDEX "job_info_county" ON "job_info" USING btree ("county_code");--> statement-breakpoint
CREATE INDEX "job_info_city" ON "job_info" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "job_info_province" ON "job_info" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "job_info_submit_time" ON "job_info" USING btree ("submit_time");