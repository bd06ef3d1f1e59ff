-- The contract list reads plainly (services/contracts/find-contracts-page.ts): nothing remembers list
-- totals or directories against revisions any more, so the triggers that raised them go, with the
-- columns and the name index's extra columns that only the search walk read.
DROP TRIGGER "contracts_revision_insert" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contracts_revision_update" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contracts_revision_delete" ON "contracts";--> statement-breakpoint
DROP TRIGGER "contract_members_revision_insert" ON "contract_properties";--> statement-breakpoint
DROP TRIGGER "contract_members_revision_update" ON "contract_properties";--> statement-breakpoint
DROP TRIGGER "contract_members_revision_delete" ON "contract_properties";--> statement-breakpoint
DROP TRIGGER "properties_directory_insert" ON "properties";--> statement-breakpoint
DROP TRIGGER "properties_directory_update" ON "properties";--> statement-breakpoint
DROP TRIGGER "properties_directory_delete" ON "properties";--> statement-breakpoint
DROP TRIGGER "vendors_directory_insert" ON "vendors";--> statement-breakpoint
DROP TRIGGER "vendors_directory_update" ON "vendors";--> statement-breakpoint
DROP TRIGGER "vendors_directory_delete" ON "vendors";--> statement-breakpoint
DROP FUNCTION "bump_contracts_revision"();--> statement-breakpoint
DROP FUNCTION "bump_contracts_revision_by_member"();--> statement-breakpoint
DROP FUNCTION "bump_contracts_revision_of_row"();--> statement-breakpoint
DROP FUNCTION "bump_directory_revision"();--> statement-breakpoint
DROP FUNCTION "bump_directory_revision_of_row"();--> statement-breakpoint
DROP INDEX "contracts_workspace_name_idx";--> statement-breakpoint
CREATE INDEX "contracts_workspace_name_idx" ON "contracts" USING btree ("workspace_id","name" collate "und-x-icu","id");--> statement-breakpoint
ALTER TABLE "contracts" DROP COLUMN "name_folded";--> statement-breakpoint
ALTER TABLE "workspaces" DROP COLUMN "contracts_revision";--> statement-breakpoint
ALTER TABLE "workspaces" DROP COLUMN "directory_revision";