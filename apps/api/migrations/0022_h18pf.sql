CREATE TABLE "hot_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_code" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"cover_code" text NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"form_code" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hot_event_event_code_unique" UNIQUE("event_code")
);
--> statement-breakpoint
CREATE TABLE "skill_organ" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_code" text NOT NULL,
	"organ_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_person" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"county_code" text NOT NULL,
	"county_name" text NOT NULL,
	"address" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"label_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"cmpy_code" text,
	"submit_time" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_organ_business_code_unique" UNIQUE("business_code")
);
--> statement-breakpoint
CREATE TABLE "skill_promulgation" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"business_code" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"cmpy_code" text,
	"submit_time" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hot_event_created" ON "hot_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hot_event_window" ON "hot_event" USING btree ("begin_at","end_at");--> statement-breakpoint
CREATE INDEX "hot_event_end" ON "hot_event" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "hot_event_title_trgm" ON "hot_event" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skill_organ_status_created" ON "skill_organ" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_organ_credit_code_live" ON "skill_organ" USING btree ("credit_code") WHERE "skill_organ"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "skill_organ_credit_code" ON "skill_organ" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "skill_organ_name_trgm" ON "skill_organ" USING gin ("organ_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skill_organ_cmpy" ON "skill_organ" USING btree ("cmpy_code");--> statement-breakpoint
CREATE INDEX "skill_promulgation_status_created" ON "skill_promulgation" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "skill_promulgation_organ" ON "skill_promulgation" USING btree ("business_code","created_at");--> statement-breakpoint
CREATE INDEX "skill_promulgation_title_trgm" ON "skill_promulgation" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "skill_promulgation_cmpy" ON "skill_promulgation" USING btree ("cmpy_code");