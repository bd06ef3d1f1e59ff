-- Every change to a contract with who, when and the values before and after (docs/domain.md, History).
CREATE TABLE "contract_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "contract_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"contract_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "contract_history_action_check" CHECK ("contract_history"."action" in ('created', 'edited', 'status_changed', 'document_replaced', 'owner_changed', 'decision_recorded', 'notice_recorded', 'imported', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_history" ADD CONSTRAINT "contract_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_history_contract_idx" ON "contract_history" USING btree ("contract_id","at","seq");--> statement-breakpoint
CREATE INDEX "contract_history_workspace_idx" ON "contract_history" USING btree ("workspace_id","at","seq");