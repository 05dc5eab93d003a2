CREATE TABLE "sys_role_seed_grant" (
	"role_id" integer NOT NULL,
	"resource_code" text NOT NULL,
	CONSTRAINT "sys_role_seed_grant_role_id_resource_code_pk" PRIMARY KEY("role_id","resource_code")
);
--> statement-breakpoint
CREATE TABLE "train_course_apply_count" (
	"course_id" integer NOT NULL,
	"apply_state" smallint NOT NULL,
	"cmpy_code" text NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "train_course_apply_count_course_id_apply_state_pk" PRIMARY KEY("course_id","apply_state")
);
--> statement-breakpoint
CREATE INDEX "train_course_apply_count_cmpy" ON "train_course_apply_count" USING btree ("cmpy_code","apply_state");--> statement-breakpoint
INSERT INTO "train_course_apply_count" ("course_id", "apply_state", "cmpy_code", "num") SELECT "course_id", "apply_state", coalesce(min("cmpy_code"), ''), count(*) FROM "train_course_apply" GROUP BY "course_id", "apply_state";--> statement-breakpoint
-- Keeps train_course_apply_count (course-apply tables.ts) equal to train_course_apply grouped by course and
-- applyState ('' as the school of the platform's courses), in the transaction of each statement that writes
-- applications: rows it added +1, rows it removed -1, an update both (so only a change of state or course
-- touches a counter), in key order so two writers take the counter rows' locks in the same order.
CREATE FUNCTION "train_course_apply_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "train_course_apply_count";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "train_course_apply_count" AS c ("course_id", "apply_state", "cmpy_code", "num")
      SELECT "course_id", "apply_state", coalesce(min("cmpy_code"), ''), count(*) FROM new_rows
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("course_id", "apply_state") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "train_course_apply_count" AS c ("course_id", "apply_state", "cmpy_code", "num")
      SELECT "i", "s", coalesce(min("k"), ''), sum("n") FROM (
        SELECT "course_id" AS "i", "apply_state" AS "s", "cmpy_code" AS "k", 1 AS "n" FROM new_rows
        UNION ALL SELECT "course_id", "apply_state", "cmpy_code", -1 FROM old_rows) d
      GROUP BY "i", "s" HAVING sum("n") <> 0 ORDER BY "i", "s"
      ON CONFLICT ("course_id", "apply_state") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSE
    INSERT INTO "train_course_apply_count" AS c ("course_id", "apply_state", "cmpy_code", "num")
      SELECT "course_id", "apply_state", coalesce(min("cmpy_code"), ''), -count(*) FROM old_rows
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("course_id", "apply_state") DO UPDATE SET "num" = c."num" + excluded."num";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "train_course_apply_count_insert" AFTER INSERT ON "train_course_apply" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "train_course_apply_count_sync"();--> statement-breakpoint
CREATE TRIGGER "train_course_apply_count_update" AFTER UPDATE ON "train_course_apply" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "train_course_apply_count_sync"();--> statement-breakpoint
CREATE TRIGGER "train_course_apply_count_delete" AFTER DELETE ON "train_course_apply" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "train_course_apply_count_sync"();--> statement-breakpoint
CREATE TRIGGER "train_course_apply_count_truncate" AFTER TRUNCATE ON "train_course_apply" FOR EACH STATEMENT EXECUTE FUNCTION "train_course_apply_count_sync"();
