CREATE TABLE "train_class_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_code" text NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	CONSTRAINT "train_class_session_session_code_unique" UNIQUE("session_code")
);
--> statement-breakpoint
CREATE TABLE "train_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_code" text NOT NULL,
	"course_name" text NOT NULL,
	"course_type" smallint NOT NULL,
	"course_nature" smallint NOT NULL,
	"is_free" boolean NOT NULL,
	"price" integer NOT NULL,
	"cmpy_code" text,
	"label_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_codes" text[] NOT NULL,
	"video_code" text,
	"course_intro" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"county_code" text NOT NULL,
	"county_name" text NOT NULL,
	"street_code" text NOT NULL,
	"street_name" text NOT NULL,
	"committee_code" text,
	"committee_name" text,
	"address" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"capacity" integer NOT NULL,
	"apply_begin_at" timestamp with time zone NOT NULL,
	"apply_end_at" timestamp with time zone NOT NULL,
	"form_code" text,
	"contact_name" text,
	"contact_phone" text,
	"approve_type" smallint DEFAULT 0 NOT NULL,
	"approve_remark" text,
	"online_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"sort_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_course_course_code_unique" UNIQUE("course_code")
);
--> statement-breakpoint
CREATE TABLE "train_course_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_code" text NOT NULL,
	"course_id" integer NOT NULL,
	"class_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"place" text NOT NULL,
	"teacher_name" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_course_class_class_code_unique" UNIQUE("class_code")
);
--> statement-breakpoint
CREATE TABLE "train_enrolment" (
	"id" serial PRIMARY KEY NOT NULL,
	"enrolment_code" text NOT NULL,
	"course_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"apply_code" text,
	"student_name" text NOT NULL,
	"student_phone" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_by" integer,
	"removed_at" timestamp with time zone,
	CONSTRAINT "train_enrolment_enrolment_code_unique" UNIQUE("enrolment_code")
);
--> statement-breakpoint
CREATE TABLE "train_sign_in" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"enrolment_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "train_class_session_day" ON "train_class_session" USING btree ("class_id","session_date");--> statement-breakpoint
CREATE INDEX "train_class_session_date" ON "train_class_session" USING btree ("session_date");--> statement-breakpoint
CREATE INDEX "train_course_state_list" ON "train_course" USING btree ("approve_type","sort_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_course_cmpy_list" ON "train_course" USING btree ("cmpy_code","approve_type","sort_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_course_type" ON "train_course" USING btree ("course_type","approve_type");--> statement-breakpoint
CREATE INDEX "train_course_nature" ON "train_course" USING btree ("course_nature","approve_type");--> statement-breakpoint
CREATE INDEX "train_course_price" ON "train_course" USING btree ("price");--> statement-breakpoint
CREATE INDEX "train_course_class_course" ON "train_course_class" USING btree ("course_id","start_date");--> statement-breakpoint
CREATE INDEX "train_course_class_dates" ON "train_course_class" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "train_enrolment_class" ON "train_enrolment" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "train_enrolment_apply" ON "train_enrolment" USING btree ("apply_code");--> statement-breakpoint
CREATE UNIQUE INDEX "train_enrolment_course_phone" ON "train_enrolment" USING btree ("course_id","student_phone") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "train_sign_in_once" ON "train_sign_in" USING btree ("session_id","enrolment_id");--> statement-breakpoint
CREATE INDEX "train_sign_in_class" ON "train_sign_in" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "train_sign_in_enrolment" ON "train_sign_in" USING btree ("enrolment_id");