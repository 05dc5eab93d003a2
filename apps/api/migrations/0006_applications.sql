CREATE TABLE "apply_audition" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"audition_time" timestamp with time zone NOT NULL,
	"audition_address" text NOT NULL,
	"audition_contact_person" text NOT NULL,
	"audition_tel" text NOT NULL,
	"audition_precautions" text,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_export_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"export_type" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"user_id" integer,
	"cmpy_code" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_operation_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"operate_type" smallint NOT NULL,
	"from_state" smallint,
	"user_id" integer,
	"remark" text,
	"audition_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_prove" (
	"id" serial PRIMARY KEY NOT NULL,
	"health_code" text NOT NULL,
	"usr_code" text NOT NULL,
	"sub_date" date NOT NULL,
	"health_img_key" text,
	"prove_img_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_prove_health_code_unique" UNIQUE("health_code")
);
--> statement-breakpoint
CREATE TABLE "resume" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_code" text NOT NULL,
	"usr_code" text NOT NULL,
	"usr_name" text NOT NULL,
	"usr_tel" text NOT NULL,
	"usr_id_card" text NOT NULL,
	"usr_gender" smallint,
	"working_year" smallint,
	"academic_requirement" smallint,
	"recruit" smallint,
	"usr_province" text,
	"usr_city" text,
	"usr_country" text,
	"head_picture_key" text,
	"expect_position" text,
	"work_type" smallint,
	"special_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resume_resume_code_unique" UNIQUE("resume_code"),
	CONSTRAINT "resume_usr_code_unique" UNIQUE("usr_code"),
	CONSTRAINT "resume_usr_tel_unique" UNIQUE("usr_tel")
);
--> statement-breakpoint
CREATE TABLE "resume_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_code" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"vc_name" text NOT NULL,
	"issue_time" text,
	"object_keys" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_education" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_code" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"begin_time" text,
	"end_time" text,
	"education_code" text NOT NULL,
	"school_name" text NOT NULL,
	"profession_name" text,
	"academic_requirement" smallint,
	"recruit" smallint,
	CONSTRAINT "resume_education_education_code_unique" UNIQUE("education_code")
);
--> statement-breakpoint
CREATE TABLE "resume_train" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_code" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"begin_time" text,
	"end_time" text,
	"train_code" text NOT NULL,
	"train_organiza_name" text NOT NULL,
	"train_content" text,
	CONSTRAINT "resume_train_train_code_unique" UNIQUE("train_code")
);
--> statement-breakpoint
CREATE TABLE "resume_work" (
	"id" serial PRIMARY KEY NOT NULL,
	"resume_code" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"begin_time" text,
	"end_time" text,
	"experience_code" text NOT NULL,
	"compy_name" text NOT NULL,
	"job_category_name" text,
	"job_name" text NOT NULL,
	"work_content" text,
	CONSTRAINT "resume_work_experience_code_unique" UNIQUE("experience_code")
);
--> statement-breakpoint
CREATE TABLE "usr_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"msg_code" text NOT NULL,
	"usr_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"biz_type" text NOT NULL,
	"biz_code" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usr_message_msg_code_unique" UNIQUE("msg_code")
);
--> statement-breakpoint
CREATE TABLE "apply_cmpy_tab_count" (
	"cmpy_code" text NOT NULL,
	"tab" smallint NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "apply_cmpy_tab_count_cmpy_code_tab_pk" PRIMARY KEY("cmpy_code","tab")
);
--> statement-breakpoint
CREATE TABLE "apply_job_tab_count" (
	"job_code" text NOT NULL,
	"tab" smallint NOT NULL,
	"cmpy_code" text NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "apply_job_tab_count_job_code_tab_pk" PRIMARY KEY("job_code","tab")
);
--> statement-breakpoint
ALTER TABLE "job_apply_info" ADD COLUMN "cmpy_code" text;--> statement-breakpoint
UPDATE "job_apply_info" a SET "cmpy_code" = j."cmpy_code" FROM "job_info" j WHERE j."job_code" = a."job_code";--> statement-breakpoint
DELETE FROM "job_apply_info" WHERE "cmpy_code" IS NULL;--> statement-breakpoint
ALTER TABLE "job_apply_info" ALTER COLUMN "cmpy_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "job_apply_info" ADD COLUMN "tab" smallint GENERATED ALWAYS AS (case when state in (0, 2) then 0 when state in (5, 6, 7, 8) then 5 when state in (4, 9, 10, 11) then 4 else state end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "job_apply_info" ADD COLUMN "state_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "job_apply_info" SET "state_time" = "updated_at";--> statement-breakpoint
CREATE INDEX "apply_audition_apply" ON "apply_audition" USING btree ("apply_code","created_at");--> statement-breakpoint
CREATE INDEX "apply_export_record_created" ON "apply_export_record" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "apply_operation_record_apply" ON "apply_operation_record" USING btree ("apply_code","created_at","id");--> statement-breakpoint
CREATE INDEX "health_prove_usr" ON "health_prove" USING btree ("usr_code","sub_date","created_at");--> statement-breakpoint
CREATE INDEX "resume_certificate_resume" ON "resume_certificate" USING btree ("resume_code","sort");--> statement-breakpoint
CREATE INDEX "resume_education_resume" ON "resume_education" USING btree ("resume_code","sort");--> statement-breakpoint
CREATE INDEX "resume_train_resume" ON "resume_train" USING btree ("resume_code","sort");--> statement-breakpoint
CREATE INDEX "resume_work_resume" ON "resume_work" USING btree ("resume_code","sort");--> statement-breakpoint
CREATE INDEX "usr_message_usr" ON "usr_message" USING btree ("usr_code","created_at");--> statement-breakpoint
CREATE INDEX "job_apply_info_tab" ON "job_apply_info" USING btree ("tab","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_apply_info_cmpy_tab" ON "job_apply_info" USING btree ("cmpy_code","tab","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_apply_info_job_tab" ON "job_apply_info" USING btree ("job_code","tab","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_apply_info_usr" ON "job_apply_info" USING btree ("usr_code");--> statement-breakpoint
CREATE INDEX "job_apply_info_tel" ON "job_apply_info" USING btree ("usr_tel");--> statement-breakpoint
CREATE INDEX "job_apply_info_form_value" ON "job_apply_info" USING gin ("form_value" jsonb_path_ops);;--> statement-breakpoint
INSERT INTO "apply_cmpy_tab_count" ("cmpy_code", "tab", "num") SELECT "cmpy_code", "tab", count(*) FROM "job_apply_info" GROUP BY "cmpy_code", "tab";--> statement-breakpoint
INSERT INTO "apply_job_tab_count" ("job_code", "tab", "cmpy_code", "num") SELECT "job_code", "tab", min("cmpy_code"), count(*) FROM "job_apply_info" GROUP BY "job_code", "tab";--> statement-breakpoint
-- Keeps apply_cmpy_tab_count and apply_job_tab_count (tables.ts) equal to job_apply_info grouped by company
-- or job and tab, in the transaction of each statement that inserts, updates or deletes applications: the
-- rows it added count +1 and the rows it removed -1 (an update both), so only a change of tab (or of job)
-- touches a counter. Counter rows are locked in one order, companies then jobs, each by key.
CREATE FUNCTION "apply_tab_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "apply_cmpy_tab_count" AS c ("cmpy_code", "tab", "num")
      SELECT "cmpy_code", "tab", sum("n") FROM (SELECT "cmpy_code", "job_code", "tab", 1 AS "n" FROM new_rows) d
      GROUP BY "cmpy_code", "tab" HAVING sum("n") <> 0 ORDER BY "cmpy_code", "tab"
      ON CONFLICT ("cmpy_code", "tab") DO UPDATE SET "num" = c."num" + excluded."num";
    INSERT INTO "apply_job_tab_count" AS c ("job_code", "tab", "cmpy_code", "num")
      SELECT "job_code", "tab", min("cmpy_code"), sum("n") FROM (SELECT "cmpy_code", "job_code", "tab", 1 AS "n" FROM new_rows) d
      GROUP BY "job_code", "tab" HAVING sum("n") <> 0 ORDER BY "job_code", "tab"
      ON CONFLICT ("job_code", "tab") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "apply_cmpy_tab_count" AS c ("cmpy_code", "tab", "num")
      SELECT "cmpy_code", "tab", sum("n") FROM (SELECT "cmpy_code", "job_code", "tab", 1 AS "n" FROM new_rows UNION ALL SELECT "cmpy_code", "job_code", "tab", -1 AS "n" FROM old_rows) d
      GROUP BY "cmpy_code", "tab" HAVING sum("n") <> 0 ORDER BY "cmpy_code", "tab"
      ON CONFLICT ("cmpy_code", "tab") DO UPDATE SET "num" = c."num" + excluded."num";
    INSERT INTO "apply_job_tab_count" AS c ("job_code", "tab", "cmpy_code", "num")
      SELECT "job_code", "tab", min("cmpy_code"), sum("n") FROM (SELECT "cmpy_code", "job_code", "tab", 1 AS "n" FROM new_rows UNION ALL SELECT "cmpy_code", "job_code", "tab", -1 AS "n" FROM old_rows) d
      GROUP BY "job_code", "tab" HAVING sum("n") <> 0 ORDER BY "job_code", "tab"
      ON CONFLICT ("job_code", "tab") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "apply_cmpy_tab_count" AS c ("cmpy_code", "tab", "num")
      SELECT "cmpy_code", "tab", sum("n") FROM (SELECT "cmpy_code", "job_code", "tab", -1 AS "n" FROM old_rows) d
      GROUP BY "cmpy_code", "tab" HAVING sum("n") <> 0 ORDER BY "cmpy_code", "tab"
      ON CONFLICT ("cmpy_code", "tab") DO UPDATE SET "num" = c."num" + excluded."num";
    INSERT INTO "apply_job_tab_count" AS c ("job_code", "tab", "cmpy_code", "num")
      SELECT "job_code", "tab", min("cmpy_code"), sum("n") FROM (SELECT "cmpy_code", "job_code", "tab", -1 AS "n" FROM old_rows) d
      GROUP BY "job_code", "tab" HAVING sum("n") <> 0 ORDER BY "job_code", "tab"
      ON CONFLICT ("job_code", "tab") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSE
    DELETE FROM "apply_cmpy_tab_count";
    DELETE FROM "apply_job_tab_count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "apply_tab_count_insert" AFTER INSERT ON "job_apply_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_tab_count_sync"();--> statement-breakpoint
CREATE TRIGGER "apply_tab_count_update" AFTER UPDATE ON "job_apply_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_tab_count_sync"();--> statement-breakpoint
CREATE TRIGGER "apply_tab_count_delete" AFTER DELETE ON "job_apply_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_tab_count_sync"();--> statement-breakpoint
CREATE TRIGGER "apply_tab_count_truncate" AFTER TRUNCATE ON "job_apply_info" FOR EACH STATEMENT EXECUTE FUNCTION "apply_tab_count_sync"();