CREATE TABLE "consume_bill_withdrawal" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_code" text NOT NULL,
	"shop_code" text NOT NULL,
	"shop_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"period" text NOT NULL,
	"approve_remark" text,
	"fail_reason" text,
	"out_no" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"payee_name" text,
	"payee_account" text,
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"approve_time" timestamp with time zone,
	"pay_time" timestamp with time zone,
	"paid_time" timestamp with time zone,
	"apply_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consume_bill_withdrawal_apply_code_unique" UNIQUE("apply_code"),
	CONSTRAINT "consume_bill_withdrawal_out_no_unique" UNIQUE("out_no")
);
--> statement-breakpoint
CREATE TABLE "consume_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"cmpy_code" text NOT NULL,
	"cmpy_name" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_phone" text NOT NULL,
	"face_amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"approve_state" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"issue_time" timestamp with time zone DEFAULT now() NOT NULL,
	"approve_time" timestamp with time zone,
	"issue_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consume_card_card_no_unique" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "consume_card_movement" (
	"id" serial PRIMARY KEY NOT NULL,
	"movement_code" text NOT NULL,
	"card_no" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"shop_code" text,
	"shop_name" text,
	"ref_of" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consume_card_movement_movement_code_unique" UNIQUE("movement_code")
);
--> statement-breakpoint
CREATE TABLE "consume_shop" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_code" text NOT NULL,
	"shop_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"available" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consume_shop_shop_code_unique" UNIQUE("shop_code")
);
--> statement-breakpoint
CREATE INDEX "consume_bill_withdrawal_status" ON "consume_bill_withdrawal" USING btree ("status","apply_time");--> statement-breakpoint
CREATE INDEX "consume_bill_withdrawal_shop_period" ON "consume_bill_withdrawal" USING btree ("shop_code","period");--> statement-breakpoint
CREATE INDEX "consume_bill_withdrawal_shop_name" ON "consume_bill_withdrawal" USING btree ("shop_name");--> statement-breakpoint
CREATE INDEX "consume_bill_withdrawal_period" ON "consume_bill_withdrawal" USING btree ("period");--> statement-breakpoint
CREATE INDEX "consume_card_state" ON "consume_card" USING btree ("approve_state","issue_time");--> statement-breakpoint
CREATE INDEX "consume_card_cmpy" ON "consume_card" USING btree ("cmpy_code","approve_state");--> statement-breakpoint
CREATE INDEX "consume_card_holder_name" ON "consume_card" USING btree ("holder_name");--> statement-breakpoint
CREATE INDEX "consume_card_holder_phone" ON "consume_card" USING btree ("holder_phone");--> statement-breakpoint
CREATE INDEX "consume_card_cmpy_name" ON "consume_card" USING btree ("cmpy_name");--> statement-breakpoint
CREATE INDEX "consume_card_movement_card" ON "consume_card_movement" USING btree ("card_no","created_at");--> statement-breakpoint
CREATE INDEX "consume_card_movement_shop" ON "consume_card_movement" USING btree ("shop_code","created_at");--> statement-breakpoint
CREATE INDEX "consume_card_movement_time" ON "consume_card_movement" USING btree ("created_at") WHERE "consume_card_movement"."kind" in ('spend', 'refund');--> statement-breakpoint
CREATE INDEX "consume_shop_name" ON "consume_shop" USING btree ("shop_name");