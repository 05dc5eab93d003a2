CREATE TABLE "red_pkg_batch_count" (
	"batch_code" text NOT NULL,
	"check_type" smallint NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	"money" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "red_pkg_batch_count_batch_code_check_type_pk" PRIMARY KEY("batch_code","check_type")
);
--> statement-breakpoint
CREATE TABLE "train_course_count" (
	"cmpy_code" text NOT NULL,
	"approve_type" smallint NOT NULL,
	"num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "train_course_count_cmpy_code_approve_type_pk" PRIMARY KEY("cmpy_code","approve_type")
);
--> statement-breakpoint
ALTER TABLE "consume_card_movement" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "train_course_name_trgm" ON "train_course" USING gin ("course_name" gin_trgm_ops);;--> statement-breakpoint
UPDATE "consume_card_movement" SET "refunded_amount" = -"amount" WHERE "refunded" AND "kind" = 'spend';--> statement-breakpoint
INSERT INTO "red_pkg_batch_count" ("batch_code", "check_type", "num", "money") SELECT "batch_code", "check_type", count(*), sum("amount") FROM "red_pkg_user" WHERE NOT "deleted" GROUP BY "batch_code", "check_type";--> statement-breakpoint
INSERT INTO "train_course_count" ("cmpy_code", "approve_type", "num") SELECT coalesce("cmpy_code", ''), "approve_type", count(*) FROM "train_course" GROUP BY 1, 2;--> statement-breakpoint
-- Keeps red_pkg_batch_count (red-packet tables.ts) equal to the users not removed grouped by campaign and review
-- state, in the transaction of each statement that writes red_pkg_user: rows it added count +1 (and their
-- money), rows it removed -1, an update both, so only a change of state, amount, campaign or removal touches a
-- counter. Counter rows are locked in key order.
CREATE FUNCTION "red_pkg_batch_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "red_pkg_batch_count";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "red_pkg_batch_count" AS c ("batch_code", "check_type", "num", "money")
      SELECT "batch_code", "check_type", count(*), sum("amount") FROM new_rows WHERE NOT "deleted"
      GROUP BY "batch_code", "check_type" ORDER BY "batch_code", "check_type"
      ON CONFLICT ("batch_code", "check_type") DO UPDATE SET "num" = c."num" + excluded."num", "money" = c."money" + excluded."money";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "red_pkg_batch_count" AS c ("batch_code", "check_type", "num", "money")
      SELECT "batch_code", "check_type", sum("n"), sum("m") FROM (
        SELECT "batch_code", "check_type", 1 AS "n", "amount" AS "m" FROM new_rows WHERE NOT "deleted"
        UNION ALL SELECT "batch_code", "check_type", -1, -"amount" FROM old_rows WHERE NOT "deleted") d
      GROUP BY "batch_code", "check_type" HAVING sum("n") <> 0 OR sum("m") <> 0 ORDER BY "batch_code", "check_type"
      ON CONFLICT ("batch_code", "check_type") DO UPDATE SET "num" = c."num" + excluded."num", "money" = c."money" + excluded."money";
  ELSE
    INSERT INTO "red_pkg_batch_count" AS c ("batch_code", "check_type", "num", "money")
      SELECT "batch_code", "check_type", -count(*), -sum("amount") FROM old_rows WHERE NOT "deleted"
      GROUP BY "batch_code", "check_type" ORDER BY "batch_code", "check_type"
      ON CONFLICT ("batch_code", "check_type") DO UPDATE SET "num" = c."num" + excluded."num", "money" = c."money" + excluded."money";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "red_pkg_batch_count_insert" AFTER INSERT ON "red_pkg_user" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "red_pkg_batch_count_sync"();--> statement-breakpoint
CREATE TRIGGER "red_pkg_batch_count_update" AFTER UPDATE ON "red_pkg_user" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "red_pkg_batch_count_sync"();--> statement-breakpoint
CREATE TRIGGER "red_pkg_batch_count_delete" AFTER DELETE ON "red_pkg_user" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "red_pkg_batch_count_sync"();--> statement-breakpoint
CREATE TRIGGER "red_pkg_batch_count_truncate" AFTER TRUNCATE ON "red_pkg_user" FOR EACH STATEMENT EXECUTE FUNCTION "red_pkg_batch_count_sync"();--> statement-breakpoint
-- Keeps train_course_count (course tables.ts) equal to train_course grouped by school ('' for platform courses)
-- and approveType, in the transaction of each statement that writes courses, as above.
CREATE FUNCTION "train_course_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "train_course_count";
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "train_course_count" AS c ("cmpy_code", "approve_type", "num")
      SELECT coalesce("cmpy_code", ''), "approve_type", count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("cmpy_code", "approve_type") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "train_course_count" AS c ("cmpy_code", "approve_type", "num")
      SELECT "k", "s", sum("n") FROM (
        SELECT coalesce("cmpy_code", '') AS "k", "approve_type" AS "s", 1 AS "n" FROM new_rows
        UNION ALL SELECT coalesce("cmpy_code", ''), "approve_type", -1 FROM old_rows) d
      GROUP BY "k", "s" HAVING sum("n") <> 0 ORDER BY "k", "s"
      ON CONFLICT ("cmpy_code", "approve_type") DO UPDATE SET "num" = c."num" + excluded."num";
  ELSE
    INSERT INTO "train_course_count" AS c ("cmpy_code", "approve_type", "num")
      SELECT coalesce("cmpy_code", ''), "approve_type", -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("cmpy_code", "approve_type") DO UPDATE SET "num" = c."num" + excluded."num";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "train_course_count_insert" AFTER INSERT ON "train_course" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "train_course_count_sync"();--> statement-breakpoint
CREATE TRIGGER "train_course_count_update" AFTER UPDATE ON "train_course" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "train_course_count_sync"();--> statement-breakpoint
CREATE TRIGGER "train_course_count_delete" AFTER DELETE ON "train_course" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "train_course_count_sync"();--> statement-breakpoint
CREATE TRIGGER "train_course_count_truncate" AFTER TRUNCATE ON "train_course" FOR EACH STATEMENT EXECUTE FUNCTION "train_course_count_sync"();
