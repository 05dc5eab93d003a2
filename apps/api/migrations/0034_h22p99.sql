-- The distinct two-character pieces of a text, lower-cased (course tables.ts nameBigrams): the courseName
-- contains-search of two characters (电工), which has no trigram, goes through a GIN index on them.
CREATE FUNCTION "train_bigrams"(text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS
$$ SELECT coalesce(array_agg(DISTINCT substr(lower($1), i, 2)), '{}') FROM generate_series(1, char_length($1) - 1) AS i $$;--> statement-breakpoint
CREATE INDEX "train_course_name_bigram" ON "train_course" USING gin (train_bigrams("course_name"));
