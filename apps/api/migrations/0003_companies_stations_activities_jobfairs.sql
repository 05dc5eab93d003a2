CREATE TABLE "cmpy_recharge_apply" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"cmpy_code" text NOT NULL,
	"cmpy_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_tell" text NOT NULL,
	"explain_remark" text,
	"recharge_total_people" integer NOT NULL,
	"recharge_total_money" bigint NOT NULL,
	"statues" smallint DEFAULT 0 NOT NULL,
	"recharge_statues" smallint DEFAULT 0 NOT NULL,
	"recharge_time" timestamp with time zone,
	"remark" text,
	"submit_time" timestamp with time zone DEFAULT now() NOT NULL,
	"check_time" timestamp with time zone,
	"latest_revie_employ_code" text,
	"submit_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cmpy_recharge_apply_apply_code_unique" UNIQUE("apply_code")
);
--> statement-breakpoint
CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_code" text NOT NULL,
	"activity_name" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"activity_budget" bigint NOT NULL,
	"per_reward" bigint NOT NULL,
	"station_code" text,
	"activity_desc" text,
	"audit_reason" text,
	"settle_amount" bigint,
	"settle_time" timestamp with time zone,
	"settle_user_id" integer,
	"create_user_id" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_activity_code_unique" UNIQUE("activity_code")
);
--> statement-breakpoint
CREATE TABLE "activity_cmpy" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_code" text NOT NULL,
	"cmpy_code" text NOT NULL,
	"cmpy_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobfair" (
	"id" serial PRIMARY KEY NOT NULL,
	"jobfair_code" text NOT NULL,
	"jobfair_name" text NOT NULL,
	"jobfair_type" smallint NOT NULL,
	"begin_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"poster_code" text NOT NULL,
	"poster_key" text NOT NULL,
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
	"state" smallint DEFAULT 0 NOT NULL,
	"approve_remark" text,
	"cmpy_code" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobfair_jobfair_code_unique" UNIQUE("jobfair_code")
);
--> statement-breakpoint
CREATE TABLE "station" (
	"id" serial PRIMARY KEY NOT NULL,
	"station_code" text NOT NULL,
	"apply_name" text NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"city_code" text NOT NULL,
	"city_name" text NOT NULL,
	"county_code" text NOT NULL,
	"county_name" text NOT NULL,
	"street_code" text,
	"street_name" text,
	"committee_code" text,
	"committee_name" text,
	"address" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"approve_state" smallint DEFAULT 0 NOT NULL,
	"approve_remark" text,
	"cmpy_code" text,
	"created_by" integer,
	"check_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_station_code_unique" UNIQUE("station_code")
);
--> statement-breakpoint
CREATE TABLE "station_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"station_code" text NOT NULL,
	"usr_code" text NOT NULL,
	"job_code" text NOT NULL,
	"statues" smallint NOT NULL,
	"joined_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "station_member_apply_code_unique" UNIQUE("apply_code")
);
--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "credit_code" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "licence_object_key" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "legal_person" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "city_code" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "city_name" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "county_code" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "county_name" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "gcj02_lng" double precision;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "gcj02_lat" double precision;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "bd09_lng" double precision;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "bd09_lat" double precision;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "submit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cmpy" ADD COLUMN "check_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "cmpy_recharge_apply_statues" ON "cmpy_recharge_apply" USING btree ("statues","submit_time");--> statement-breakpoint
CREATE INDEX "cmpy_recharge_apply_cmpy" ON "cmpy_recharge_apply" USING btree ("cmpy_code","statues");--> statement-breakpoint
CREATE INDEX "activity_status" ON "activity" USING btree ("deleted","status","created_at");--> statement-breakpoint
CREATE INDEX "activity_clock" ON "activity" USING btree ("status","begin_time");--> statement-breakpoint
CREATE INDEX "activity_name" ON "activity" USING btree ("activity_name");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_cmpy_pair" ON "activity_cmpy" USING btree ("activity_code","cmpy_code");--> statement-breakpoint
CREATE INDEX "jobfair_state_created" ON "jobfair" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "jobfair_cmpy_state" ON "jobfair" USING btree ("cmpy_code","state");--> statement-breakpoint
CREATE INDEX "jobfair_type" ON "jobfair" USING btree ("jobfair_type");--> statement-breakpoint
CREATE INDEX "station_state_created" ON "station" USING btree ("approve_state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "station_apply_name_live" ON "station" USING btree ("apply_name") WHERE "station"."approve_state" <> 9;--> statement-breakpoint
CREATE UNIQUE INDEX "station_contact_phone_live" ON "station" USING btree ("contact_phone") WHERE "station"."approve_state" <> 9;--> statement-breakpoint
CREATE INDEX "station_cmpy" ON "station" USING btree ("cmpy_code");--> statement-breakpoint
CREATE INDEX "station_member_station" ON "station_member" USING btree ("station_code");--> statement-breakpoint
CREATE INDEX "station_member_job" ON "station_member" USING btree ("job_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cmpy_credit_code" ON "cmpy" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "cmpy_submit_time" ON "cmpy" USING btree ("submit_time");