-- Statistics at volume (issue 19, docs/decisions.md "Live statistics that are not sums of days"): the range
-- index of applications also carries the columns the live figures read (job, person, state, age, gender), so
-- a date range is an index-only scan instead of a heap fetch per application. Same name and key as before
-- (tables.ts declares it on created_at; drizzle has no INCLUDE), so every plan that used it still does.
DROP INDEX IF EXISTS job_apply_info_created;
--> statement-breakpoint
CREATE INDEX job_apply_info_created ON job_apply_info (created_at) INCLUDE (job_code, usr_code, state, usr_age, usr_gender);
--> statement-breakpoint
-- The daily report's read index carries what a read sums (k, label, n): a 30-day county read is ~60,000 report
-- rows, which a heap fetch each made the slowest part of the report-served figures.
DROP INDEX IF EXISTS stat_recruit_day_read;
--> statement-breakpoint
CREATE INDEX stat_recruit_day_read ON stat_recruit_day (kind, dim, region_code, day) INCLUDE (k, label, n);
