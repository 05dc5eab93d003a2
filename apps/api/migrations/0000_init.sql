CREATE TABLE "cmpy" (
	"id" serial PRIMARY KEY NOT NULL,
	"cmpy_code" text NOT NULL,
	"cmpy_name" text NOT NULL,
	"cmpy_type" smallint DEFAULT 10 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cmpy_cmpy_code_unique" UNIQUE("cmpy_code")
);
--> statement-breakpoint
CREATE TABLE "announcement" (
	"id" serial PRIMARY KEY NOT NULL,
	"anno_code" text NOT NULL,
	"anno_title" text NOT NULL,
	"anno_content" text NOT NULL,
	"material_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"publish_time" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_anno_code_unique" UNIQUE("anno_code")
);
--> statement-breakpoint
CREATE TABLE "sys_login_challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pass_token_hash" text,
	"passed_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "sys_login_challenge_pass_token_hash_unique" UNIQUE("pass_token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "sys_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_code" text NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"type" smallint NOT NULL,
	"path" text,
	"icon" text,
	"perms" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_resource_resource_code_unique" UNIQUE("resource_code")
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_code" text NOT NULL,
	"role_name" text NOT NULL,
	"role_key" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"super_admin" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_role_role_code_unique" UNIQUE("role_code")
);
--> statement-breakpoint
CREATE TABLE "sys_role_resource" (
	"role_id" integer NOT NULL,
	"resource_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"cmpy_code" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_time" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_user_code_unique" UNIQUE("user_code")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"request_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cmpy_status" ON "cmpy" USING btree ("status");--> statement-breakpoint
CREATE INDEX "cmpy_name" ON "cmpy" USING btree ("cmpy_name");--> statement-breakpoint
CREATE INDEX "announcement_publish_time" ON "announcement" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "sys_login_challenge_created" ON "sys_login_challenge" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_session_user" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_resource_parent" ON "sys_resource" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "sys_resource_perms" ON "sys_resource" USING btree ("perms");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_key_live" ON "sys_role" USING btree ("role_key") WHERE "sys_role"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_resource_pk" ON "sys_role_resource" USING btree ("role_id","resource_id");--> statement-breakpoint
CREATE INDEX "sys_role_resource_res" ON "sys_role_resource" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_live" ON "sys_user" USING btree ("username") WHERE "sys_user"."deleted" = false;--> statement-breakpoint
CREATE INDEX "sys_user_cmpy_code" ON "sys_user" USING btree ("cmpy_code");--> statement-breakpoint
CREATE INDEX "sys_user_created_at" ON "sys_user" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_role_pk" ON "sys_user_role" USING btree ("user_id","role_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_created" ON "sys_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_audit_log_user" ON "sys_audit_log" USING btree ("user_id");