-- Live allocations of one house never overlap (dates inclusive): the backstop of distribute's row lock.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "rent_allocation" ADD CONSTRAINT "rent_allocation_no_overlap" EXCLUDE USING gist ("house_id" WITH =, daterange("begin_date", "end_date", '[]') WITH &&) WHERE ("state" = 1);
