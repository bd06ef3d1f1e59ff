-- The non-renewal notice recorded as sent, per contract and term (docs/domain.md, The notice); the term it
-- was sent in becomes the contract's last (contracts.last_term).
CREATE TABLE "contract_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"term" integer NOT NULL,
	"sent_on" date NOT NULL,
	"channel" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_notices_channel_check" CHECK ("contract_notices"."channel" in ('email', 'courier', 'registered_mail', 'by_hand'))
);
--> statement-breakpoint
ALTER TABLE "contract_notices" ADD CONSTRAINT "contract_notices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD CONSTRAINT "contract_notices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_notices" ADD CONSTRAINT "contract_notices_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_notices_term_key" ON "contract_notices" USING btree ("contract_id","term");