CREATE TABLE "online_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_code" text NOT NULL,
	"course_name" text NOT NULL,
	"course_type" smallint NOT NULL,
	"cmpy_code" text,
	"teacher_name" text DEFAULT '' NOT NULL,
	"cover_code" text NOT NULL,
	"course_intro" text NOT NULL,
	"label_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"online_at" timestamp with time zone,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_course_course_code_unique" UNIQUE("course_code")
);
--> statement-breakpoint
CREATE TABLE "online_course_chapter" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_code" text NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "online_course_chapter_chapter_code_unique" UNIQUE("chapter_code")
);
--> statement-breakpoint
CREATE TABLE "online_course_lesson" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_code" text NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"lesson_name" text NOT NULL,
	"lesson_intro" text DEFAULT '' NOT NULL,
	"video_code" text,
	"picture_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "online_course_lesson_lesson_code_unique" UNIQUE("lesson_code")
);
--> statement-breakpoint
ALTER TABLE "material_group" DROP CONSTRAINT "material_group_name";--> statement-breakpoint
ALTER TABLE "material_group" ADD COLUMN "group_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "online_course_state_list" ON "online_course" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "online_course_cmpy_list" ON "online_course" USING btree ("cmpy_code","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "online_course_type" ON "online_course" USING btree ("course_type");--> statement-breakpoint
CREATE INDEX "online_course_labels" ON "online_course" USING gin ("label_codes");--> statement-breakpoint
CREATE INDEX "online_course_chapter_course" ON "online_course_chapter" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "online_course_lesson_chapter" ON "online_course_lesson" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "online_course_lesson_course" ON "online_course_lesson" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "material_group" ADD CONSTRAINT "material_group_name" UNIQUE NULLS NOT DISTINCT("cmpy_code","group_type","group_name");