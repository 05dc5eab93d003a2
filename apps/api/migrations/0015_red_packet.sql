CREATE TABLE "red_pkg_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_code" text NOT NULL,
	"batch_name" text NOT NULL,
	"area_name" text NOT NULL,
	"remark" text,
	"create_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_pkg_batch_batch_code_unique" UNIQUE("batch_code")
);
--> statement-breakpoint
CREATE TABLE "red_pkg_import_error" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_code" text NOT NULL,
	"row_no" integer NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_pkg_import_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_code" text NOT NULL,
	"batch_code" text NOT NULL,
	"file_name" text NOT NULL,
	"object_key" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"total_rows" integer,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"message" text,
	"user_id" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_pkg_import_job_job_code_unique" UNIQUE("job_code")
);
--> statement-breakpoint
CREATE TABLE "red_pkg_import_staging" (
	"job_code" text NOT NULL,
	"row_no" integer NOT NULL,
	"real_name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_pkg_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"batch_code" text NOT NULL,
	"real_name" text NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"amount" bigint NOT NULL,
	"check_type" smallint DEFAULT 0 NOT NULL,
	"check_remark" text,
	"remark" text,
	"source" smallint DEFAULT 1 NOT NULL,
	"import_job_code" text,
	"submit_time" timestamp with time zone,
	"check_time" timestamp with time zone,
	"check_user_id" integer,
	"create_user_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_pkg_user_user_code_unique" UNIQUE("user_code")
);
--> statement-breakpoint
CREATE INDEX "red_pkg_import_error_job" ON "red_pkg_import_error" USING btree ("job_code","row_no");--> statement-breakpoint
CREATE INDEX "red_pkg_import_job_state" ON "red_pkg_import_job" USING btree ("state");--> statement-breakpoint
CREATE INDEX "red_pkg_import_staging_job" ON "red_pkg_import_staging" USING btree ("job_code","row_no");--> statement-breakpoint
CREATE UNIQUE INDEX "red_pkg_user_batch_id_card" ON "red_pkg_user" USING btree ("batch_code","id_card") WHERE "red_pkg_user"."deleted" = false;--> statement-breakpoint
CREATE INDEX "red_pkg_user_batch_check" ON "red_pkg_user" USING btree ("batch_code","check_type","id");--> statement-breakpoint
CREATE INDEX "red_pkg_user_check" ON "red_pkg_user" USING btree ("check_type","id");--> statement-breakpoint
CREATE INDEX "red_pkg_user_id_card" ON "red_pkg_user" USING btree ("id_card");--> statement-breakpoint
CREATE INDEX "red_pkg_user_phone" ON "red_pkg_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "red_pkg_user_name" ON "red_pkg_user" USING btree ("real_name");--> statement-breakpoint
CREATE INDEX "red_pkg_user_source" ON "red_pkg_user" USING btree ("source","id");