-- A region's live statistics (issue 19, branch h19reg; docs/decisions.md) join the region's jobs to their
-- applications per job and read the range's date, person, age and gender: the per-job index carries them, so
-- each job's applications are read index-only (same name and key as before, for every other use).
DROP INDEX IF EXISTS job_apply_info_job_state;
--> statement-breakpoint
CREATE INDEX job_apply_info_job_state ON job_apply_info (job_code, state)
  INCLUDE (created_at, usr_code, usr_age, usr_gender);
