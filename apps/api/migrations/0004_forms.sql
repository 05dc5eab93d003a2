CREATE TABLE "train_form_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"biz_code" text NOT NULL,
	"form_name" text NOT NULL,
	"form_content" text NOT NULL,
	"form_option" text,
	"field_count" integer NOT NULL,
	"cmpy_code" text,
	"created_by" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_form_info_biz_code_unique" UNIQUE("biz_code")
);
--> statement-breakpoint
CREATE TABLE "train_form_value" (
	"id" serial PRIMARY KEY NOT NULL,
	"value_code" text NOT NULL,
	"form_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"ref_type" text,
	"ref_code" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_form_value_value_code_unique" UNIQUE("value_code")
);
--> statement-breakpoint
ALTER TABLE "train_form_value" ADD CONSTRAINT "train_form_value_form_id_train_form_info_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."train_form_info"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "train_form_info_cmpy" ON "train_form_info" USING btree ("cmpy_code","deleted");--> statement-breakpoint
CREATE INDEX "train_form_value_form_created" ON "train_form_value" USING btree ("form_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "train_form_value_answers" ON "train_form_value" USING gin ("answers" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "train_form_value_ref" ON "train_form_value" USING btree ("ref_type","ref_code");