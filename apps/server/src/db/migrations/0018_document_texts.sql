CREATE TABLE "document_texts" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"state" text NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"page_starts" integer[] DEFAULT '{}' NOT NULL,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, left("document_texts"."content", 500000))) STORED
);
--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_texts_pending_idx" ON "document_texts" USING btree ("contract_id") WHERE "document_texts"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "document_texts_search_idx" ON "document_texts" USING gin ("search");--> statement-breakpoint
-- Documents stored before their text was read are read by the server in the background (or by
-- `npm run texts`).
INSERT INTO "document_texts" ("contract_id", "document_key", "state")
SELECT "id", "document_key", 'pending' FROM "contracts" WHERE "document_key" IS NOT NULL;
