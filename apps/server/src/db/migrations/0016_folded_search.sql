DROP INDEX "contracts_workspace_name_idx";--> statement-breakpoint
DROP INDEX "contracts_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower("name")) STORED;--> statement-breakpoint
CREATE INDEX "contracts_workspace_name_idx" ON "contracts" USING btree ("workspace_id","name" collate "und-x-icu","id","stored_status","start_date","end_date","renewal_window_start","renewal_window_end","contract_type","agreement_type","name_folded");--> statement-breakpoint
CREATE INDEX "contracts_name_trgm_idx" ON "contracts" USING gin ("name_folded" gin_trgm_ops);