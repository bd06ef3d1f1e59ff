-- An owner per contract (the uploader, for the contracts stored before), the people responsible for each
-- property, and the weekly summary's switch (docs/domain.md, Owners and responsible people).
CREATE TABLE "property_responsibles" (
	"property_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "property_responsibles_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_digest_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "property_responsibles" ADD CONSTRAINT "property_responsibles_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_responsibles" ADD CONSTRAINT "property_responsibles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_responsibles_user_idx" ON "property_responsibles" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner_id");--> statement-breakpoint
UPDATE "contracts" SET "owner_id" = "created_by" WHERE "owner_id" IS NULL;
