CREATE TABLE "advert_banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"banner_code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"material_code" text NOT NULL,
	"link_type" smallint NOT NULL,
	"link_target" text,
	"sort_no" integer NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_banner_banner_code_unique" UNIQUE("banner_code")
);
--> statement-breakpoint
CREATE TABLE "advert_recommend" (
	"id" serial PRIMARY KEY NOT NULL,
	"recommend_code" text NOT NULL,
	"kind" text NOT NULL,
	"target_code" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort_no" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_recommend_recommend_code_unique" UNIQUE("recommend_code")
);
--> statement-breakpoint
CREATE INDEX "advert_banner_kind_order" ON "advert_banner" USING btree ("kind","sort_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "advert_recommend_target" ON "advert_recommend" USING btree ("kind","target_code");--> statement-breakpoint
CREATE INDEX "advert_recommend_kind_order" ON "advert_recommend" USING btree ("kind","sort_no","id");