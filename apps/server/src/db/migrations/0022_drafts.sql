-- Drafts (documents dropped together, read and waiting to become contracts), and each document's hash.
CREATE TABLE "drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" uuid,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_content_type" text NOT NULL,
	"document_size" integer NOT NULL,
	"document_sha256" text NOT NULL,
	"text_layer" text NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "document_sha256" text;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_workspace_idx" ON "drafts" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "drafts_workspace_sha256_idx" ON "drafts" USING btree ("workspace_id","document_sha256");--> statement-breakpoint
CREATE INDEX "drafts_document_key_idx" ON "drafts" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "contracts_workspace_sha256_idx" ON "contracts" USING btree ("workspace_id","document_sha256");