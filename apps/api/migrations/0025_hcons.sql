-- Staging rows are only those of an import a stopped server left unfinished (the start removes them anyway).
DELETE FROM "red_pkg_import_staging";--> statement-breakpoint
ALTER TABLE "red_pkg_import_staging" ADD COLUMN "user_code" text NOT NULL;--> statement-breakpoint
-- red_pkg_batch_count_sync (0018), now skipping inserts made while red_pkg.count_deferred is 'on': an import on
-- PostgreSQL (red-packet import.ts) sets it in its transaction and adds its rows' people and money itself, once,
-- at the end, so the campaign's counter row is not locked against other writers while the file is read.
CREATE OR REPLACE FUNCTION "red_pkg_batch_count_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('red_pkg.count_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
$$;
