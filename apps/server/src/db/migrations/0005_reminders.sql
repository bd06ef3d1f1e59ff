CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"milestone_date" date NOT NULL,
	"lead_days" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"message_id" text,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_milestone_check" CHECK ("reminder_deliveries"."milestone" in ('notice', 'end')),
	CONSTRAINT "reminder_deliveries_status_check" CHECK ("reminder_deliveries"."status" in ('pending', 'sent', 'superseded')),
	CONSTRAINT "reminder_deliveries_lead_days_check" CHECK ("reminder_deliveries"."lead_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "reminder_sweep_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"planned" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "reminder_lead_days" jsonb;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "reminder_lead_days" jsonb DEFAULT '{"notice":[60,30,14,7,1],"end":[30,7]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_key" ON "reminder_deliveries" USING btree ("contract_id","milestone","milestone_date","lead_days","user_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_due_idx" ON "reminder_deliveries" USING btree ("next_attempt_at") WHERE "reminder_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reminder_deliveries_sent_idx" ON "reminder_deliveries" USING btree ("workspace_id","sent_at") WHERE "reminder_deliveries"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "reminder_deliveries_failing_idx" ON "reminder_deliveries" USING btree ("workspace_id","next_attempt_at") WHERE "reminder_deliveries"."status" = 'pending' and "reminder_deliveries"."last_error" is not null;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_sweep_runs_started_idx" ON "reminder_sweep_runs" USING btree ("started_at");