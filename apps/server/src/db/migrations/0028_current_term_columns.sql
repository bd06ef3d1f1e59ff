-- What the current term is computed from as columns the database keeps (the first end's month, the
-- renewal term, the trigger amounts; docs/domain.md, Renewal terms), so the current term is arithmetic on
-- plain values (services/contracts/current-term-sql.ts) instead of migration 0024's functions reading
-- the jsonb for every row; those functions go. An index carries them for the Status filter's count.
ALTER TABLE "contracts" ADD COLUMN "end_month" integer GENERATED ALWAYS AS ((extract(year from "end_date") * 12 + extract(month from "end_date") - 1)::integer) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal_months" integer GENERATED ALWAYS AS (case when "lifecycle" #>> '{renewal,type}' = 'automatic' and "lifecycle" #>> '{renewal,term,unit}' <> 'DAYS'
        then ("lifecycle" #>> '{renewal,term,value}')::integer * case "lifecycle" #>> '{renewal,term,unit}' when 'YEARS' then 12 else 1 end end) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "renewal_days" integer GENERATED ALWAYS AS (case when "lifecycle" #>> '{renewal,type}' = 'automatic' and "lifecycle" #>> '{renewal,term,unit}' = 'DAYS' then ("lifecycle" #>> '{renewal,term,value}')::integer end) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "notice_before" interval GENERATED ALWAYS AS (case when "lifecycle" #>> '{nonRenewalNotice,triggerType}' = 'BEFORE_END' then case "lifecycle" #>> '{nonRenewalNotice,triggerValue,unit}'
    when 'DAYS' then make_interval(days => ("lifecycle" #>> '{nonRenewalNotice,triggerValue,value}')::integer)
    when 'MONTHS' then make_interval(months => ("lifecycle" #>> '{nonRenewalNotice,triggerValue,value}')::integer)
    else make_interval(years => ("lifecycle" #>> '{nonRenewalNotice,triggerValue,value}')::integer) end end) STORED;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "evaluation_before" interval GENERATED ALWAYS AS (case when "lifecycle" #>> '{evaluationPeriod,triggerType}' = 'BEFORE_END' then case "lifecycle" #>> '{evaluationPeriod,triggerValue,unit}'
    when 'DAYS' then make_interval(days => ("lifecycle" #>> '{evaluationPeriod,triggerValue,value}')::integer)
    when 'MONTHS' then make_interval(months => ("lifecycle" #>> '{evaluationPeriod,triggerValue,value}')::integer)
    else make_interval(years => ("lifecycle" #>> '{evaluationPeriod,triggerValue,value}')::integer) end end) STORED;--> statement-breakpoint
CREATE INDEX "contracts_workspace_term_idx" ON "contracts" USING btree ("workspace_id","start_date","id","stored_status","end_date","renewal_window_start","renewal_window_end","non_renewal_notice_start","name_folded","contract_type","last_term","end_month","renewal_months","renewal_days","notice_before","evaluation_before");--> statement-breakpoint
-- IF EXISTS: a database migrated with 0024's first shape has keydate_count_back and not the current_* ones.
DROP FUNCTION IF EXISTS keydate_count_back(date, jsonb, date, jsonb, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS keydate_current_evaluation(date, date, date, jsonb, integer, date);--> statement-breakpoint
DROP FUNCTION IF EXISTS keydate_current_notice(date, date, jsonb, integer, date);--> statement-breakpoint
DROP FUNCTION IF EXISTS keydate_current_end(date, jsonb, integer, date);--> statement-breakpoint
DROP FUNCTION IF EXISTS keydate_term(date, jsonb, integer, date);--> statement-breakpoint
DROP FUNCTION IF EXISTS keydate_month_renewals(date, integer, date);--> statement-breakpoint
DROP FUNCTION IF EXISTS keydate_renewed(date, jsonb, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS keydate_add(date, integer, text);
