-- Statistics at volume (issue 19, docs/decisions.md "Live statistics that are not sums of days"): the range
-- index of applications also carries the columns the live figures read (job, person, state, age, gender), so
-- a date range is an index-only scan instead of a heap fetch per application. Same name and key as before
-- (tables.ts declares it on created_at; drizzle has no INCLUDE), so every plan that used it still does.
DROP INDEX IF EXISTS job_apply_info_created;
--> statement-breakpoint
CREATE INDEX job_apply_info_created ON job_apply_info (created_at) INCLUDE (job_code, usr_code, state, usr_age, usr_gender);
