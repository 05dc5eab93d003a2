CREATE TABLE "job_cmpy_tab_count" (
	"cmpy_code" text NOT NULL,
	"approve_type" smallint NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_cmpy_tab_count_cmpy_code_approve_type_pk" PRIMARY KEY("cmpy_code","approve_type")
);
--> statement-breakpoint
INSERT INTO "job_cmpy_tab_count" ("cmpy_code", "approve_type", "num") SELECT "cmpy_code", "approve_type", count(*) FROM "job_info" GROUP BY "cmpy_code", "approve_type";--> statement-breakpoint
-- Keeps job_cmpy_tab_count (job/tables.ts) equal to job_info grouped by company and state, in the transaction
-- of each statement that inserts, updates or deletes jobs: the rows it added count +1 and the rows it removed
-- -1 (an update both), so only a change of state (or company) touches a counter; rows locked in key order.
CREATE FUNCTION "job_tab_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "job_cmpy_tab_count" AS c ("cmpy_code", "approve_type", "num")
      SELECT "cmpy_code", "approve_type", count(*) FROM new_rows
      GROUP BY "cmpy_code", "approve_type" ORDER BY "cmpy_code", "approve_type"
      ON CONFLICT ("cmpy_code", "approve_type") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "job_cmpy_tab_count" AS c ("cmpy_code", "approve_type", "num")
      SELECT "cmpy_code", "approve_type", sum("n") FROM (SELECT "cmpy_code", "approve_type", 1 AS "n" FROM new_rows UNION ALL SELECT "cmpy_code", "approve_type", -1 AS "n" FROM old_rows) d
      GROUP BY "cmpy_code", "approve_type" HAVING sum("n") <> 0 ORDER BY "cmpy_code", "approve_type"
      ON CONFLICT ("cmpy_code", "approve_type") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "job_cmpy_tab_count" AS c ("cmpy_code", "approve_type", "num")
      SELECT "cmpy_code", "approve_type", -count(*) FROM old_rows
      GROUP BY "cmpy_code", "approve_type" ORDER BY "cmpy_code", "approve_type"
      ON CONFLICT ("cmpy_code", "approve_type") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSE
    DELETE FROM "job_cmpy_tab_count";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_tab_count_insert" AFTER INSERT ON "job_info" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_tab_count_sync"();--> statement-breakpoint
CREATE TRIGGER "job_tab_count_update" AFTER UPDATE ON "job_info" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_tab_count_sync"();--> statement-breakpoint
CREATE TRIGGER "job_tab_count_delete" AFTER DELETE ON "job_info" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "job_tab_count_sync"();--> statement-breakpoint
CREATE TRIGGER "job_tab_count_truncate" AFTER TRUNCATE ON "job_info" FOR EACH STATEMENT EXECUTE FUNCTION "job_tab_count_sync"();
