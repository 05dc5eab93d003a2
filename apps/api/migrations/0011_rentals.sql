CREATE TABLE "rent_allocation" (
	"id" serial PRIMARY KEY NOT NULL,
	"allocation_code" text NOT NULL,
	"house_id" integer NOT NULL,
	"rent_company_id" integer NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"allocated_by" integer,
	"allocated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"vacated_by" integer,
	"vacated_at" timestamp with time zone,
	CONSTRAINT "rent_allocation_allocation_code_unique" UNIQUE("allocation_code")
);
--> statement-breakpoint
CREATE TABLE "rent_community" (
	"id" serial PRIMARY KEY NOT NULL,
	"community_code" text NOT NULL,
	"community_name" text NOT NULL,
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
	"manager_name" text NOT NULL,
	"manager_phone" text NOT NULL,
	"photo_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_community_community_code_unique" UNIQUE("community_code")
);
--> statement-breakpoint
CREATE TABLE "rent_company" (
	"id" serial PRIMARY KEY NOT NULL,
	"rent_cmpy_code" text NOT NULL,
	"cmpy_name" text NOT NULL,
	"cmpy_code" text,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contract_begin" date NOT NULL,
	"contract_end" date NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_company_rent_cmpy_code_unique" UNIQUE("rent_cmpy_code")
);
--> statement-breakpoint
CREATE TABLE "rent_house" (
	"id" serial PRIMARY KEY NOT NULL,
	"house_code" text NOT NULL,
	"unit_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"house_number" text NOT NULL,
	"floor" smallint NOT NULL,
	"layout" text NOT NULL,
	"area_hundredths" integer NOT NULL,
	"beds" smallint NOT NULL,
	"rent_cents" integer NOT NULL,
	"remark" text,
	"state" smallint DEFAULT 0 NOT NULL,
	"living_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_house_house_code_unique" UNIQUE("house_code")
);
--> statement-breakpoint
CREATE TABLE "rent_resident" (
	"id" serial PRIMARY KEY NOT NULL,
	"biz_code" text NOT NULL,
	"house_id" integer NOT NULL,
	"allocation_id" integer NOT NULL,
	"rent_company_id" integer NOT NULL,
	"community_id" integer NOT NULL,
	"staff_name" text NOT NULL,
	"gender" smallint NOT NULL,
	"id_card" text NOT NULL,
	"phone" text NOT NULL,
	"move_in_date" date NOT NULL,
	"move_out_date" date,
	"state" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_by" integer,
	"moved_out_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_resident_biz_code_unique" UNIQUE("biz_code")
);
--> statement-breakpoint
CREATE TABLE "rent_unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_code" text NOT NULL,
	"community_id" integer NOT NULL,
	"building_name" text NOT NULL,
	"unit_name" text NOT NULL,
	"floor_count" smallint NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_unit_unit_code_unique" UNIQUE("unit_code")
);
--> statement-breakpoint
ALTER TABLE "rent_allocation" ADD CONSTRAINT "rent_allocation_house_id_rent_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."rent_house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_allocation" ADD CONSTRAINT "rent_allocation_rent_company_id_rent_company_id_fk" FOREIGN KEY ("rent_company_id") REFERENCES "public"."rent_company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_house" ADD CONSTRAINT "rent_house_unit_id_rent_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."rent_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_house" ADD CONSTRAINT "rent_house_community_id_rent_community_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."rent_community"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_resident" ADD CONSTRAINT "rent_resident_house_id_rent_house_id_fk" FOREIGN KEY ("house_id") REFERENCES "public"."rent_house"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_resident" ADD CONSTRAINT "rent_resident_allocation_id_rent_allocation_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."rent_allocation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_resident" ADD CONSTRAINT "rent_resident_rent_company_id_rent_company_id_fk" FOREIGN KEY ("rent_company_id") REFERENCES "public"."rent_company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_resident" ADD CONSTRAINT "rent_resident_community_id_rent_community_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."rent_community"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_unit" ADD CONSTRAINT "rent_unit_community_id_rent_community_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."rent_community"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_allocation_house" ON "rent_allocation" USING btree ("house_id","state","begin_date");--> statement-breakpoint
CREATE INDEX "rent_allocation_company" ON "rent_allocation" USING btree ("rent_company_id","state");--> statement-breakpoint
CREATE INDEX "rent_allocation_end" ON "rent_allocation" USING btree ("state","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_community_name" ON "rent_community" USING btree ("community_name");--> statement-breakpoint
CREATE INDEX "rent_community_county" ON "rent_community" USING btree ("county_code");--> statement-breakpoint
CREATE INDEX "rent_community_created" ON "rent_community" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_company_name" ON "rent_company" USING btree ("cmpy_name");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_company_cmpy" ON "rent_company" USING btree ("cmpy_code") WHERE "rent_company"."cmpy_code" is not null;--> statement-breakpoint
CREATE INDEX "rent_company_contract_end" ON "rent_company" USING btree ("contract_end");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_house_number" ON "rent_house" USING btree ("unit_id","house_number");--> statement-breakpoint
CREATE INDEX "rent_house_community_state" ON "rent_house" USING btree ("community_id","state");--> statement-breakpoint
CREATE INDEX "rent_house_state" ON "rent_house" USING btree ("state");--> statement-breakpoint
CREATE INDEX "rent_resident_house" ON "rent_resident" USING btree ("house_id","state");--> statement-breakpoint
CREATE INDEX "rent_resident_community" ON "rent_resident" USING btree ("community_id","state");--> statement-breakpoint
CREATE INDEX "rent_resident_company" ON "rent_resident" USING btree ("rent_company_id","state");--> statement-breakpoint
CREATE INDEX "rent_resident_name" ON "rent_resident" USING btree ("staff_name");--> statement-breakpoint
CREATE INDEX "rent_resident_created" ON "rent_resident" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_resident_living" ON "rent_resident" USING btree ("id_card") WHERE "rent_resident"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "rent_unit_name" ON "rent_unit" USING btree ("community_id","building_name","unit_name");