CREATE TABLE "stat_recruit_day" (
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"region_code" varchar(12) NOT NULL,
	"dim" varchar(8) NOT NULL,
	"k" varchar(64) NOT NULL,
	"label" text,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_report_state" (
	"report" varchar(32) PRIMARY KEY NOT NULL,
	"filled_through" date
);
--> statement-breakpoint
CREATE INDEX "stat_recruit_day_read" ON "stat_recruit_day" USING btree ("kind","dim","region_code","day");--> statement-breakpoint
-- Hand-written: rows written or changed with a past date reopen the daily recruitment report from that day
-- (its next run refills from there; until then those days are counted live). Today's ordinary writes match
-- no report row (filled_through is at most yesterday), so they update nothing.
CREATE FUNCTION stat_recruit_reopen(from_day date) RETURNS void LANGUAGE sql AS $$
  UPDATE stat_report_state SET filled_through = from_day - 1
  WHERE report = 'recruit_day' AND from_day IS NOT NULL AND filled_through >= from_day;
$$;
--> statement-breakpoint
CREATE FUNCTION stat_recruit_day_of(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (t AT TIME ZONE 'Asia/Shanghai')::date;
$$;
--> statement-breakpoint
CREATE FUNCTION stat_recruit_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
-- Operation records count only as offers (4) and hires (10): an interview expiring (6, dated in the past) does not reopen.
DECLARE counted int[] := CASE WHEN TG_TABLE_NAME = 'apply_operation_record' THEN ARRAY[4, 10] END;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM stat_recruit_reopen((SELECT min(stat_recruit_day_of(r.created_at)) FROM new_rows r
      WHERE counted IS NULL OR (to_jsonb(r) ->> 'operate_type')::int = ANY (counted)));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM stat_recruit_reopen((SELECT min(stat_recruit_day_of(r.created_at)) FROM old_rows r
      WHERE counted IS NULL OR (to_jsonb(r) ->> 'operate_type')::int = ANY (counted)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_recruit_apply_insert AFTER INSERT ON job_apply_info
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_recruit_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stat_recruit_apply_delete AFTER DELETE ON job_apply_info
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_recruit_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stat_recruit_operation_insert AFTER INSERT ON apply_operation_record
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_recruit_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stat_recruit_operation_delete AFTER DELETE ON apply_operation_record
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stat_recruit_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stat_recruit_operation_update AFTER UPDATE ON apply_operation_record
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_recruit_rows_changed();
--> statement-breakpoint
-- An application whose date, job or age changes, or a job whose region or category changes: reopen from the
-- first day of the application (or of the job's applications) and of their offers and hires.
CREATE FUNCTION stat_recruit_apply_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_recruit_reopen(least(stat_recruit_day_of(OLD.created_at), stat_recruit_day_of(NEW.created_at),
    (SELECT min(stat_recruit_day_of(o.created_at)) FROM apply_operation_record o WHERE o.apply_code = NEW.apply_code)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_recruit_apply_update AFTER UPDATE OF created_at, job_code, usr_age ON job_apply_info
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.job_code IS DISTINCT FROM NEW.job_code
    OR OLD.usr_age IS DISTINCT FROM NEW.usr_age)
  EXECUTE FUNCTION stat_recruit_apply_changed();
--> statement-breakpoint
CREATE FUNCTION stat_recruit_job_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stat_recruit_reopen(least(
    (SELECT min(stat_recruit_day_of(a.created_at)) FROM job_apply_info a WHERE a.job_code = NEW.job_code),
    (SELECT min(stat_recruit_day_of(o.created_at)) FROM apply_operation_record o
      JOIN job_apply_info a ON a.apply_code = o.apply_code WHERE a.job_code = NEW.job_code)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stat_recruit_job_update
  AFTER UPDATE OF province_code, city_code, county_code, county_name, job_category, job_category_parent ON job_info
  FOR EACH ROW WHEN (OLD.province_code IS DISTINCT FROM NEW.province_code OR OLD.city_code IS DISTINCT FROM NEW.city_code
    OR OLD.county_code IS DISTINCT FROM NEW.county_code OR OLD.county_name IS DISTINCT FROM NEW.county_name
    OR OLD.job_category IS DISTINCT FROM NEW.job_category OR OLD.job_category_parent IS DISTINCT FROM NEW.job_category_parent)
  EXECUTE FUNCTION stat_recruit_job_changed();
