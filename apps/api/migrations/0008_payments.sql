CREATE TABLE "payment_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"out_no" text NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"fail_reason" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"raw" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_test_transfer" (
	"out_no" text PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payee_name" text NOT NULL,
	"payee_account" text NOT NULL,
	"status" text NOT NULL,
	"fail_reason" text,
	"requests" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notice_provider_ref" ON "payment_notice" USING btree ("provider","kind","provider_ref");--> statement-breakpoint
CREATE INDEX "payment_notice_out_no" ON "payment_notice" USING btree ("out_no");