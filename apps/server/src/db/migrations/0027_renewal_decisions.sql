-- The renewal decision of each term of a contract (docs/domain.md, The renewal decision).
CREATE TABLE "contract_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"term" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contract_decisions_decision_check" CHECK ("contract_decisions"."decision" in ('renew', 'renegotiate', 'not_renew')),
	CONSTRAINT "contract_decisions_reason_check" CHECK ("contract_decisions"."reason" in ('service', 'price', 'needs_changed', 'switching_vendor', 'no_longer_needed', 'other'))
);
--> statement-breakpoint
ALTER TABLE "contract_decisions" ADD CONSTRAINT "contract_decisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_decisions" ADD CONSTRAINT "contract_decisions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_decisions" ADD CONSTRAINT "contract_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_decisions_term_key" ON "contract_decisions" USING btree ("contract_id","term");