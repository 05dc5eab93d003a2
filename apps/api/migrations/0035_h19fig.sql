-- Distinct people from the daily report (docs/decisions.md, "Distinct people from the report", branch h19fig).
CREATE TABLE "stat_people_day" (
	"dim" varchar(8) NOT NULL,
	"k" varchar(64) NOT NULL,
	"upto" date NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- INCLUDE (k, n) by hand (drizzle has no INCLUDE; tables.ts declares the key): a read is an index-only scan.
CREATE INDEX "stat_people_day_read" ON "stat_people_day" USING btree ("dim","upto","day") INCLUDE ("k","n");
--> statement-breakpoint
-- The new table is filled by the report job with the rest of the report: refill every day from scratch.
UPDATE stat_report_state SET filled_through = NULL WHERE report = 'recruit_day';
--> statement-breakpoint
-- Jobs published in a range (the industry figures, queryProvideNeedCount's demand) read the range index-only:
-- same name and key as before, with the columns those figures read.
DROP INDEX IF EXISTS job_info_online_time;
--> statement-breakpoint
CREATE INDEX job_info_online_time ON job_info (online_time)
  INCLUDE (approve_type, cmpy_code, job_category_parent, job_category, application_number);
--> statement-breakpoint
-- Today's people over a range (stat_people_day's today part) are looked up per person: the person index also
-- keys the date and carries the job, age and gender (same name, usr_code still first for every other use),
-- and the job's industry is an index-only lookup (declared by hand only; see recruit/job/tables.ts).
DROP INDEX IF EXISTS job_apply_info_usr;
--> statement-breakpoint
CREATE INDEX job_apply_info_usr ON job_apply_info (usr_code, created_at) INCLUDE (job_code, usr_age, usr_gender);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS job_info_category_of ON job_info (job_code) INCLUDE (job_category_parent, job_category);
