-- Scans are read: the pages whose text was recognised in their image, and the scans stored before that queued to be read again.
ALTER TABLE "document_texts" ADD COLUMN "recognised_pages" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "recognised_pages" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "document_texts" SET "state" = 'pending' WHERE "state" = 'no_text_layer';
