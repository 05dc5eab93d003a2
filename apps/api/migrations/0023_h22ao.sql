CREATE TABLE "train_course_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"course_id" integer NOT NULL,
	"cmpy_code" text,
	"usr_name" text NOT NULL,
	"usr_phe" text NOT NULL,
	"apply_state" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"form_value" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_course_apply_apply_code_unique" UNIQUE("apply_code")
);
--> statement-breakpoint
CREATE TABLE "train_course_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_code" text NOT NULL,
	"apply_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"cmpy_code" text,
	"usr_name" text NOT NULL,
	"usr_phe" text NOT NULL,
	"amount" integer NOT NULL,
	"pay_status" smallint DEFAULT 1 NOT NULL,
	"out_no" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"fail_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_course_order_order_code_unique" UNIQUE("order_code"),
	CONSTRAINT "train_course_order_apply_id_unique" UNIQUE("apply_id"),
	CONSTRAINT "train_course_order_out_no_unique" UNIQUE("out_no")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "train_course_apply_person" ON "train_course_apply" USING btree ("course_id","usr_phe");--> statement-breakpoint
CREATE INDEX "train_course_apply_state_list" ON "train_course_apply" USING btree ("apply_state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_course_apply_cmpy_list" ON "train_course_apply" USING btree ("cmpy_code","apply_state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_course_apply_course_list" ON "train_course_apply" USING btree ("course_id","apply_state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_course_apply_phone" ON "train_course_apply" USING btree ("usr_phe");--> statement-breakpoint
CREATE INDEX "train_course_apply_created" ON "train_course_apply" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "train_course_apply_answers" ON "train_course_apply" USING gin ("form_value" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "train_course_order_status_list" ON "train_course_order" USING btree ("pay_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_course_order_cmpy_list" ON "train_course_order" USING btree ("cmpy_code","pay_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_course_order_course" ON "train_course_order" USING btree ("course_id","pay_status");--> statement-breakpoint
CREATE INDEX "train_course_order_phone" ON "train_course_order" USING btree ("usr_phe");