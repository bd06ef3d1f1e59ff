-- Trigram matching for the dashboard's name search (pg_trgm is a trusted extension in PostgreSQL's
-- contrib, and PGlite loads it when it opens the database).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "contracts_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contracts_name_trgm_idx" ON "contracts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_workspace_type_idx" ON "contracts" USING btree ("workspace_id","contract_type");--> statement-breakpoint
-- Every change that can alter a contract list's members raises the workspace's contracts revision,
-- whichever code makes it: a remembered list total is valid only at the revision it was counted at.
CREATE FUNCTION "bump_contracts_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workspaces" SET "contracts_revision" = "contracts_revision" + 1
  WHERE "id" IN (SELECT DISTINCT "workspace_id" FROM "changed_contracts");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_contracts_revision_by_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workspaces" SET "contracts_revision" = "contracts_revision" + 1
  WHERE "id" IN (
    SELECT DISTINCT "contracts"."workspace_id" FROM "contracts"
    WHERE "contracts"."id" IN (SELECT "contract_id" FROM "changed_members")
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "contracts_revision_insert" AFTER INSERT ON "contracts"
  REFERENCING NEW TABLE AS "changed_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_contracts_revision"();--> statement-breakpoint
CREATE FUNCTION "bump_contracts_revision_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workspaces" SET "contracts_revision" = "contracts_revision" + 1 WHERE "id" = NEW."workspace_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Only a change to a column a search, filter or sort reads: a user's deletion setting created_by to
-- null, or a replaced document, leaves the lists as they were.
CREATE TRIGGER "contracts_revision_update" AFTER UPDATE ON "contracts" FOR EACH ROW
  WHEN (
    (OLD."name", OLD."agreement_type", OLD."contract_type", OLD."start_date", OLD."end_date",
     OLD."renewal_window_start", OLD."renewal_window_end", OLD."stored_status", OLD."property_id",
     OLD."vendor_id", OLD."workspace_id")
    IS DISTINCT FROM
    (NEW."name", NEW."agreement_type", NEW."contract_type", NEW."start_date", NEW."end_date",
     NEW."renewal_window_start", NEW."renewal_window_end", NEW."stored_status", NEW."property_id",
     NEW."vendor_id", NEW."workspace_id")
  ) EXECUTE FUNCTION "bump_contracts_revision_of_row"();--> statement-breakpoint
CREATE TRIGGER "contracts_revision_delete" AFTER DELETE ON "contracts"
  REFERENCING OLD TABLE AS "changed_contracts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_contracts_revision"();--> statement-breakpoint
CREATE TRIGGER "contract_members_revision_insert" AFTER INSERT ON "contract_properties"
  REFERENCING NEW TABLE AS "changed_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_contracts_revision_by_member"();--> statement-breakpoint
CREATE TRIGGER "contract_members_revision_update" AFTER UPDATE ON "contract_properties"
  REFERENCING NEW TABLE AS "changed_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_contracts_revision_by_member"();--> statement-breakpoint
CREATE TRIGGER "contract_members_revision_delete" AFTER DELETE ON "contract_properties"
  REFERENCING OLD TABLE AS "changed_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_contracts_revision_by_member"();
