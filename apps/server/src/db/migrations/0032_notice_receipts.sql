-- A sent notice's optional receipt (proof of service), stored like a contract's document, and its history action (docs/domain.md, The notice).
ALTER TABLE "contract_history" DROP CONSTRAINT "contract_history_action_check";--> statement-breakpoint
ALTER TABLE "contract_notices" ADD COLUMN "receipt_key" text;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD COLUMN "receipt_name" text;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD COLUMN "receipt_content_type" text;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD COLUMN "receipt_size" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_notices_receipt_key" ON "contract_notices" USING btree ("receipt_key");--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_action_check" CHECK ("contract_history"."action" in ('created', 'edited', 'status_changed', 'document_replaced', 'owner_changed', 'decision_recorded', 'notice_recorded', 'receipt_attached', 'imported', 'deleted'));