-- A DOCX's preview is made once, in the reading child, and kept with its document key.
CREATE TABLE "document_previews" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_previews" ADD CONSTRAINT "document_previews_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;