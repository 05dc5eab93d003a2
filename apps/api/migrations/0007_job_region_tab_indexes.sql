DROP INDEX "job_info_county";--> statement-breakpoint
DROP INDEX "job_info_city";--> statement-breakpoint
DROP INDEX "job_info_province";--> statement-breakpoint
CREATE INDEX "job_info_province_tab" ON "job_info" USING btree ("province_code","approve_type","refresh_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"work_type","job_category","job_category_parent");--> statement-breakpoint
CREATE INDEX "job_info_city_tab" ON "job_info" USING btree ("city_code","approve_type","refresh_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"work_type","job_category","job_category_parent");--> statement-breakpoint
CREATE INDEX "job_info_county_tab" ON "job_info" USING btree ("county_code","approve_type","refresh_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"work_type","job_category","job_category_parent");