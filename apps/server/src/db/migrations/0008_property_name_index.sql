DROP INDEX "contracts_property_idx";--> statement-breakpoint
CREATE INDEX "contracts_property_name_idx" ON "contracts" USING btree ("property_id","name" collate "und-x-icu","id");