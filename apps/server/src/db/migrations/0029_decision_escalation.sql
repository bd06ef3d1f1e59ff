-- The renewal decision's escalation (docs/domain.md, The renewal decision): the days before a term's
-- notice date when, with no decision recorded, the workspace's admins get one mail, sent through the
-- reminder outbox as the milestone 'escalation'. Null days send none.
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_milestone_check";--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "escalation_days" integer DEFAULT 14;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_milestone_check" CHECK ("reminder_deliveries"."milestone" in ('notice', 'end', 'escalation'));