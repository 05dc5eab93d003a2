-- Company figures from the report (issue 19, branch h19cmp; docs/decisions.md, "Company figures from the report").
CREATE TABLE "apply_cmpy_state_count" (
	"cmpy_code" text NOT NULL,
	"state" smallint NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "apply_cmpy_state_count_cmpy_code_state_pk" PRIMARY KEY("cmpy_code","state")
);
--> statement-breakpoint
DROP INDEX "stat_recruit_day_read";--> statement-breakpoint
ALTER TABLE "stat_recruit_day" ADD COLUMN "cmpy_code" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
-- INCLUDE (k, label, n) by hand (drizzle has no INCLUDE; tables.ts declares the key): a read is an index-only scan.
CREATE INDEX "stat_recruit_day_read" ON "stat_recruit_day" USING btree ("kind","dim","cmpy_code","region_code","day") INCLUDE ("k","label","n");
--> statement-breakpoint
-- The report gains its company rows: refill every day from scratch.
UPDATE stat_report_state SET filled_through = NULL WHERE report = 'recruit_day';
--> statement-breakpoint
-- An application moved to another company reopens the report from its day, like a change of job or date.
DROP TRIGGER IF EXISTS stat_recruit_apply_update ON job_apply_info;
--> statement-breakpoint
CREATE TRIGGER stat_recruit_apply_update AFTER UPDATE OF created_at, job_code, usr_age, cmpy_code ON job_apply_info
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.job_code IS DISTINCT FROM NEW.job_code
    OR OLD.usr_age IS DISTINCT FROM NEW.usr_age OR OLD.cmpy_code IS DISTINCT FROM NEW.cmpy_code)
  EXECUTE FUNCTION stat_recruit_apply_changed();
--> statement-breakpoint
INSERT INTO "apply_cmpy_state_count" ("cmpy_code", "state", "num")
  SELECT "cmpy_code", "state", count(*) FROM "job_apply_info" GROUP BY "cmpy_code", "state";
--> statement-breakpoint
-- Keeps apply_cmpy_state_count (recruit/apply/tables.ts) equal to job_apply_info grouped by company and state, in
-- the transaction of each statement that inserts, updates or deletes applications, like apply_tab_count_sync:
-- rows added +1, rows removed -1, only a change of state or company touching a counter; rows locked in key order.
-- It fires before apply_tab_count_* (trigger names in order), so every statement locks state rows, then tab rows.
CREATE FUNCTION "apply_state_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "apply_cmpy_state_count" AS c ("cmpy_code", "state", "num")
      SELECT "cmpy_code", "state", count(*) FROM new_rows
      GROUP BY "cmpy_code", "state" ORDER BY "cmpy_code", "state"
      ON CONFLICT ("cmpy_code", "state") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "apply_cmpy_state_count" AS c ("cmpy_code", "state", "num")
      SELECT "cmpy_code", "state", sum("n") FROM (SELECT "cmpy_code", "state", 1 AS "n" FROM new_rows
        UNION ALL SELECT "cmpy_code", "state", -1 FROM old_rows) d
      GROUP BY "cmpy_code", "state" HAVING sum("n") <> 0 ORDER BY "cmpy_code", "state"
      ON CONFLICT ("cmpy_code", "state") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "apply_cmpy_state_count" AS c ("cmpy_code", "state", "num")
      SELECT "cmpy_code", "state", -count(*) FROM old_rows
      GROUP BY "cmpy_code", "state" ORDER BY "cmpy_code", "state"
      ON CONFLICT ("cmpy_code", "state") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSE
    DELETE FROM "apply_cmpy_state_count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "apply_state_count_insert" AFTER INSERT ON "job_apply_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_state_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "apply_state_count_update" AFTER UPDATE ON "job_apply_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_state_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "apply_state_count_delete" AFTER DELETE ON "job_apply_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "apply_state_count_sync"();
--> statement-breakpoint
CREATE TRIGGER "apply_state_count_truncate" AFTER TRUNCATE ON "job_apply_info" FOR EACH STATEMENT EXECUTE FUNCTION "apply_state_count_sync"();
--> statement-breakpoint
-- A company's range (its current stage and top jobs over 30 days, the rows outside a long range) reads the date
-- index index-only: same name and key, with the company among the carried columns.
DROP INDEX IF EXISTS job_apply_info_created;
--> statement-breakpoint
CREATE INDEX job_apply_info_created ON job_apply_info (created_at)
  INCLUDE (job_code, usr_code, state, usr_age, usr_gender, cmpy_code);
