-- The contracts' name index also carries id and every column a search or the Status filter tests,
-- so a searched page finds its ids by an index-only scan (services/contracts/find-contracts-page.ts).
DROP INDEX "contracts_workspace_name_idx";--> statement-breakpoint
CREATE INDEX "contracts_workspace_name_idx" ON "contracts" USING btree ("workspace_id","name" collate "und-x-icu","id","contract_type","agreement_type","stored_status","start_date","end_date","renewal_window_start","renewal_window_end");