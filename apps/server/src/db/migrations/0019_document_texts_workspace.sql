-- A document's text carries its contract's workspace, so a search reads only that workspace's matching
-- documents. btree_gin (a trusted extension, like pg_trgm) lets one GIN index hold both columns.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "document_texts_search_idx";--> statement-breakpoint
ALTER TABLE "document_texts" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "document_texts" SET "workspace_id" = "contracts"."workspace_id" FROM "contracts" WHERE "contracts"."id" = "document_texts"."contract_id";--> statement-breakpoint
ALTER TABLE "document_texts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_texts_workspace_search_idx" ON "document_texts" USING gin ("workspace_id","search");
