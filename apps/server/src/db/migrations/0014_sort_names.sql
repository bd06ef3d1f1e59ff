ALTER TABLE "contracts" ADD COLUMN "property_sort_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "vendor_sort_name" text;--> statement-breakpoint
CREATE INDEX "contracts_workspace_property_sort_idx" ON "contracts" USING btree ("workspace_id","property_sort_name" collate "und-x-icu","member_count","name" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "contracts_workspace_vendor_sort_idx" ON "contracts" USING btree ("workspace_id","vendor_sort_name" collate "und-x-icu","name" collate "und-x-icu","id");--> statement-breakpoint
-- The rule of services/contracts/sort-names.ts, for the contracts already stored.
UPDATE "contracts" SET
  "property_sort_name" = coalesce(
    (SELECT "name" FROM "properties" WHERE "properties"."id" = "contracts"."property_id"),
    (SELECT "properties"."name" FROM "contract_properties"
      JOIN "properties" ON "properties"."id" = "contract_properties"."property_id"
      WHERE "contract_properties"."contract_id" = "contracts"."id"
      ORDER BY "contract_properties"."position" LIMIT 1)),
  "member_count" = (SELECT count(*) FROM "contract_properties" WHERE "contract_properties"."contract_id" = "contracts"."id"),
  "vendor_sort_name" = (SELECT "name" FROM "vendors" WHERE "vendors"."id" = "contracts"."vendor_id");
