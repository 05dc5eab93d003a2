CREATE TABLE "state_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"code" text NOT NULL,
	"action" text NOT NULL,
	"from_state" smallint,
	"to_state" smallint NOT NULL,
	"user_id" integer,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "state_change_record" ON "state_change" USING btree ("entity","code","created_at");