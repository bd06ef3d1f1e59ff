ALTER TABLE "workspaces" ADD COLUMN "directory_revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to what a contract answer embeds of a property or vendor ({ _id, name, status }) raises
-- the workspace's directory revision, whichever code makes it: a server's in-memory copy of the
-- directory is used only while its revision is the one a contract read sees (directory.ts).
CREATE FUNCTION "bump_directory_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workspaces" SET "directory_revision" = "directory_revision" + 1
  WHERE "id" IN (SELECT DISTINCT "workspace_id" FROM "changed_entries");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_directory_revision_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workspaces" SET "directory_revision" = "directory_revision" + 1
  WHERE "id" IN (OLD."workspace_id", NEW."workspace_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_directory_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS "changed_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_revision"();--> statement-breakpoint
CREATE TRIGGER "properties_directory_update" AFTER UPDATE ON "properties" FOR EACH ROW
  WHEN ((OLD."name", OLD."status", OLD."workspace_id") IS DISTINCT FROM (NEW."name", NEW."status", NEW."workspace_id"))
  EXECUTE FUNCTION "bump_directory_revision_of_row"();--> statement-breakpoint
CREATE TRIGGER "properties_directory_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS "changed_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_revision"();--> statement-breakpoint
CREATE TRIGGER "vendors_directory_insert" AFTER INSERT ON "vendors"
  REFERENCING NEW TABLE AS "changed_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_revision"();--> statement-breakpoint
CREATE TRIGGER "vendors_directory_update" AFTER UPDATE ON "vendors" FOR EACH ROW
  WHEN ((OLD."name", OLD."status", OLD."workspace_id") IS DISTINCT FROM (NEW."name", NEW."status", NEW."workspace_id"))
  EXECUTE FUNCTION "bump_directory_revision_of_row"();--> statement-breakpoint
CREATE TRIGGER "vendors_directory_delete" AFTER DELETE ON "vendors"
  REFERENCING OLD TABLE AS "changed_entries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_directory_revision"();
