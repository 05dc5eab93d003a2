CREATE TABLE "sys_login_attempt" (
	"username" text PRIMARY KEY NOT NULL,
	"failed_count" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_login_attempt_updated" ON "sys_login_attempt" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "sys_rate_limit_reset" ON "sys_rate_limit" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "locked_until";