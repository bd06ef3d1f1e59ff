CREATE TABLE "contract_properties" (
	"contract_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "contract_properties_contract_id_property_id_pk" PRIMARY KEY("contract_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"agreement_type" text NOT NULL,
	"contract_type" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"renewal_window_start" timestamp with time zone,
	"renewal_window_end" timestamp with time zone,
	"non_renewal_notice_start" timestamp with time zone,
	"lifecycle" jsonb NOT NULL,
	"stored_status" text,
	"property_id" uuid,
	"vendor_id" uuid,
	"document_key" text,
	"document_name" text,
	"document_content_type" text,
	"document_size" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_agreement_type_check" CHECK ("contracts"."agreement_type" in ('INDIVIDUAL', 'MSA')),
	CONSTRAINT "contracts_contract_type_check" CHECK ("contracts"."contract_type" in ('Software', 'Maintenance', 'service', 'lease', 'license', 'Supplies', 'Vendor Agreement', 'Utilities', 'Insurance', 'Equipment', 'Marketing', 'Consulting', 'Other')),
	CONSTRAINT "contracts_stored_status_check" CHECK ("contracts"."stored_status" in ('terminated'))
);
--> statement-breakpoint
ALTER TABLE "contract_properties" ADD CONSTRAINT "contract_properties_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_properties" ADD CONSTRAINT "contract_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_properties_property_idx" ON "contract_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "contracts_workspace_name_idx" ON "contracts" USING btree ("workspace_id","name" collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "contracts_workspace_start_idx" ON "contracts" USING btree ("workspace_id","start_date");--> statement-breakpoint
CREATE INDEX "contracts_vendor_idx" ON "contracts" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "contracts_property_idx" ON "contracts" USING btree ("property_id");