CREATE TABLE "exam_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_code" text NOT NULL,
	"paper_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"student_name" text NOT NULL,
	"student_phone" text NOT NULL,
	"attempt_no" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"objective_score" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"passed" boolean,
	"marked_by" integer,
	"marked_at" timestamp with time zone,
	CONSTRAINT "exam_attempt_attempt_code_unique" UNIQUE("attempt_code")
);
--> statement-breakpoint
CREATE TABLE "exam_attempt_answer" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"paper_topic_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"answer" text[] NOT NULL,
	"score" integer,
	"correct" boolean
);
--> statement-breakpoint
CREATE TABLE "exam_paper" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_code" text NOT NULL,
	"cmpy_code" text,
	"paper_name" text NOT NULL,
	"course_id" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"topic_count" integer NOT NULL,
	"compose_mode" smallint NOT NULL,
	"draw_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"open_status" smallint DEFAULT 0 NOT NULL,
	"resit_status" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_paper_paper_code_unique" UNIQUE("paper_code")
);
--> statement-breakpoint
CREATE TABLE "exam_paper_topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_topic_code" text NOT NULL,
	"paper_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"topic_type" smallint NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"options" text[] NOT NULL,
	"answer" text[] NOT NULL,
	"analysis" text NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "exam_paper_topic_paper_topic_code_unique" UNIQUE("paper_topic_code")
);
--> statement-breakpoint
CREATE TABLE "exam_topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_code" text NOT NULL,
	"cmpy_code" text,
	"topic_type" smallint NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"options" text[] NOT NULL,
	"answer" text[] NOT NULL,
	"score" integer NOT NULL,
	"analysis" text DEFAULT '' NOT NULL,
	"difficulty" smallint NOT NULL,
	"label_codes" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_topic_topic_code_unique" UNIQUE("topic_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_number" ON "exam_attempt" USING btree ("paper_id","student_phone","attempt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_open" ON "exam_attempt" USING btree ("paper_id","student_phone") WHERE state = 0;--> statement-breakpoint
CREATE INDEX "exam_attempt_paper" ON "exam_attempt" USING btree ("paper_id","state","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exam_attempt_deadline" ON "exam_attempt" USING btree ("deadline_at") WHERE state = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempt_answer_once" ON "exam_attempt_answer" USING btree ("attempt_id","paper_topic_id");--> statement-breakpoint
CREATE INDEX "exam_attempt_answer_topic" ON "exam_attempt_answer" USING btree ("paper_id","paper_topic_id");--> statement-breakpoint
CREATE INDEX "exam_paper_list" ON "exam_paper" USING btree ("cmpy_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exam_paper_course" ON "exam_paper" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "exam_paper_open" ON "exam_paper" USING btree ("open_status");--> statement-breakpoint
CREATE INDEX "exam_paper_name" ON "exam_paper" USING gin ("paper_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "exam_paper_topic_once" ON "exam_paper_topic" USING btree ("paper_id","topic_id");--> statement-breakpoint
CREATE INDEX "exam_paper_topic_order" ON "exam_paper_topic" USING btree ("paper_id","sort");--> statement-breakpoint
CREATE INDEX "exam_topic_list" ON "exam_topic" USING btree ("cmpy_code","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exam_topic_type" ON "exam_topic" USING btree ("cmpy_code","topic_type","difficulty");--> statement-breakpoint
CREATE INDEX "exam_topic_labels" ON "exam_topic" USING gin ("label_codes");--> statement-breakpoint
CREATE INDEX "exam_topic_text" ON "exam_topic" USING gin ("content_text" gin_trgm_ops);