CREATE TABLE "cmpy_history_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"cmpy_code" text NOT NULL,
	"type" smallint NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"province_name" text NOT NULL,
	"city_code" varchar(12) NOT NULL,
	"city_name" text NOT NULL,
	"county_code" varchar(12) NOT NULL,
	"county_name" text NOT NULL,
	"address" text NOT NULL,
	"gcj02_lng" double precision NOT NULL,
	"gcj02_lat" double precision NOT NULL,
	"bd09_lng" double precision NOT NULL,
	"bd09_lat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buried_point_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"event_name" text NOT NULL,
	"page_path" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_code" text NOT NULL,
	"username" text NOT NULL,
	"real_name" text NOT NULL,
	"cmpy_code" text,
	"client_ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"event_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"md5" text NOT NULL,
	"purpose" text NOT NULL,
	"owner_user_id" integer,
	"cmpy_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_object_key_unique" UNIQUE("object_key")
);
--> statement-breakpoint
CREATE TABLE "material" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_code" text NOT NULL,
	"cmpy_code" text,
	"group_code" text,
	"material_type" smallint NOT NULL,
	"material_name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"md5" text NOT NULL,
	"object_key" text,
	"apply_state" smallint DEFAULT 0 NOT NULL,
	"audit_json" text,
	"audited_by" integer,
	"audited_at" timestamp with time zone,
	"created_by" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_material_code_unique" UNIQUE("material_code")
);
--> statement-breakpoint
CREATE TABLE "material_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"group_name" text NOT NULL,
	"cmpy_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_group_group_code_unique" UNIQUE("group_code"),
	CONSTRAINT "material_group_name" UNIQUE NULLS NOT DISTINCT("cmpy_code","group_name")
);
--> statement-breakpoint
CREATE TABLE "region" (
	"code" varchar(12) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" varchar(12)
);
--> statement-breakpoint
CREATE TABLE "region_dataset" (
	"dataset" text PRIMARY KEY NOT NULL,
	"row_count" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tree_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_block" (
	"task_id" text NOT NULL,
	"block" integer NOT NULL,
	"size" integer NOT NULL,
	"md5" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_block_task_id_block_pk" PRIMARY KEY("task_id","block")
);
--> statement-breakpoint
CREATE TABLE "video_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"uploader_id" integer NOT NULL,
	"uploader_code" text NOT NULL,
	"cmpy_code" text,
	"material_code" text NOT NULL,
	"flow" text NOT NULL,
	"md5" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"total_block" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"object_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_task_task_id_unique" UNIQUE("task_id")
);
--> statement-breakpoint
CREATE TABLE "job_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"categorie_code" text NOT NULL,
	"categorie_name" text NOT NULL,
	"categorie_parent_code" text,
	"categorie_sort" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_category_categorie_code_unique" UNIQUE("categorie_code")
);
--> statement-breakpoint
CREATE TABLE "job_label" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_code" text NOT NULL,
	"label_name" text NOT NULL,
	"label_sort" smallint NOT NULL,
	"welfare_type" smallint,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_label_label_code_unique" UNIQUE("label_code")
);
--> statement-breakpoint
CREATE TABLE "train_label" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_code" text NOT NULL,
	"label_name" text NOT NULL,
	"label_type" smallint NOT NULL,
	"label_hot" smallint DEFAULT 0 NOT NULL,
	"label_desc" text DEFAULT '' NOT NULL,
	"label_sort" integer DEFAULT 0 NOT NULL,
	"label_initial" text NOT NULL,
	"label_pinyin" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_label_label_code_unique" UNIQUE("label_code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cmpy_history_address_unique" ON "cmpy_history_address" USING btree ("cmpy_code","type","county_code","address");--> statement-breakpoint
CREATE INDEX "cmpy_history_address_recent" ON "cmpy_history_address" USING btree ("cmpy_code","type","updated_at");--> statement-breakpoint
CREATE INDEX "cmpy_history_address_updated" ON "cmpy_history_address" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "buried_point_event_time" ON "buried_point_event" USING btree ("event_time");--> statement-breakpoint
CREATE INDEX "buried_point_event_code_time" ON "buried_point_event" USING btree ("event_code","event_time");--> statement-breakpoint
CREATE INDEX "buried_point_event_name" ON "buried_point_event" USING btree ("event_name");--> statement-breakpoint
CREATE INDEX "buried_point_event_username_time" ON "buried_point_event" USING btree ("username","event_time");--> statement-breakpoint
CREATE INDEX "buried_point_event_cmpy_time" ON "buried_point_event" USING btree ("cmpy_code","event_time");--> statement-breakpoint
CREATE INDEX "stored_file_cmpy" ON "stored_file" USING btree ("cmpy_code");--> statement-breakpoint
CREATE INDEX "material_cmpy_type" ON "material" USING btree ("cmpy_code","material_type","created_at");--> statement-breakpoint
CREATE INDEX "material_group_idx" ON "material" USING btree ("group_code");--> statement-breakpoint
CREATE INDEX "material_apply_state" ON "material" USING btree ("apply_state");--> statement-breakpoint
CREATE INDEX "material_md5" ON "material" USING btree ("md5");--> statement-breakpoint
CREATE INDEX "region_parent_code" ON "region" USING btree ("parent_code","code");--> statement-breakpoint
CREATE INDEX "region_level" ON "region" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_data_type_code" ON "tree_data" USING btree ("type","code");--> statement-breakpoint
CREATE INDEX "tree_data_type_sort" ON "tree_data" USING btree ("type","sort");--> statement-breakpoint
CREATE INDEX "video_task_uploader_md5" ON "video_task" USING btree ("uploader_id","md5");--> statement-breakpoint
CREATE INDEX "video_task_updated" ON "video_task" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_category_sibling_name_live" ON "job_category" USING btree (coalesce("categorie_parent_code", ''),"categorie_name") WHERE "job_category"."deleted" = false;--> statement-breakpoint
CREATE INDEX "job_category_parent" ON "job_category" USING btree ("categorie_parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "job_label_sort_name_live" ON "job_label" USING btree ("label_sort","label_name") WHERE "job_label"."deleted" = false;--> statement-breakpoint
CREATE INDEX "job_label_sort" ON "job_label" USING btree ("label_sort");--> statement-breakpoint
CREATE UNIQUE INDEX "train_label_type_name_live" ON "train_label" USING btree ("label_type","label_name") WHERE "train_label"."deleted" = false;--> statement-breakpoint
CREATE INDEX "train_label_type" ON "train_label" USING btree ("label_type");