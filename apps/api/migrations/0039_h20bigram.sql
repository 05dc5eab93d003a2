-- The distinct two-character pieces of a text, lower-cased (platform/query.ts nameBigrams), for every name
-- contains-search of two characters (containsText), which has no trigram: it replaces the course-only
-- train_bigrams of 0034_h22p99 (same answer; the text is lower-cased once).
CREATE FUNCTION "name_bigrams"(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT substr(t.s, i, 2)), '{}') FROM (SELECT lower($1) AS s) AS t, generate_series(1, char_length(t.s) - 1) AS i $$;--> statement-breakpoint
DROP INDEX "train_course_name_bigram";--> statement-breakpoint
CREATE INDEX "cmpy_cmpy_name_trgm" ON "cmpy" USING gin ("cmpy_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cmpy_cmpy_name_bigram" ON "cmpy" USING gin (name_bigrams("cmpy_name"));--> statement-breakpoint
CREATE INDEX "job_apply_info_usr_name_trgm" ON "job_apply_info" USING gin ("usr_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_apply_info_usr_name_bigram" ON "job_apply_info" USING gin (name_bigrams("usr_name"));--> statement-breakpoint
CREATE INDEX "job_info_job_name_trgm" ON "job_info" USING gin ("job_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_info_job_name_bigram" ON "job_info" USING gin (name_bigrams("job_name"));--> statement-breakpoint
CREATE INDEX "train_course_apply_usr_name_trgm" ON "train_course_apply" USING gin ("usr_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "train_course_apply_usr_name_bigram" ON "train_course_apply" USING gin (name_bigrams("usr_name"));--> statement-breakpoint
CREATE INDEX "train_course_name_bigram" ON "train_course" USING gin (name_bigrams("course_name"));--> statement-breakpoint
DROP FUNCTION "train_bigrams"(text);
