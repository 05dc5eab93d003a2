ALTER TABLE "stored_file" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement" ADD COLUMN "cmpy_code" text;--> statement-breakpoint
CREATE INDEX "stored_file_pending" ON "stored_file" USING btree ("created_at") WHERE "stored_file"."pending";--> statement-breakpoint
CREATE INDEX "material_object_key" ON "material" USING btree ("object_key");