-- Contracts that renew automatically (docs/domain.md, Renewal terms): the term whose notice was sent,
-- the renewal kept in every stored lifecycle, and the domain's term rules (terms.ts) as SQL functions,
-- so the list, the bell and the reminders read the current term as the answers do. Each is one
-- expression, so the planner inlines it.
ALTER TABLE "contracts" ADD COLUMN "last_term" integer;--> statement-breakpoint
UPDATE "contracts" SET "lifecycle" = "lifecycle" || '{"renewal":{"type":"none"}}'::jsonb WHERE NOT "lifecycle" ? 'renewal';--> statement-breakpoint
-- The domain's addCalendar: months and years clamp to the end of a shorter month.
CREATE FUNCTION keydate_add(day date, amount integer, unit text) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (day + CASE unit
    WHEN 'DAYS' THEN make_interval(days => amount)
    WHEN 'MONTHS' THEN make_interval(months => amount)
    ELSE make_interval(years => amount) END)::date
$$;--> statement-breakpoint
-- A date moved `times` renewal terms later, in one step (terms.ts, renewed).
CREATE FUNCTION keydate_renewed(day date, lifecycle jsonb, times integer) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN times = 0 OR lifecycle #>> '{renewal,type}' IS DISTINCT FROM 'automatic' THEN day
    ELSE keydate_add(day, (lifecycle #>> '{renewal,term,value}')::integer * times,
      lifecycle #>> '{renewal,term,unit}') END
$$;--> statement-breakpoint
-- Renewals of a monthly or yearly term (`months` long) whose end is `today` or earlier, the first end not
-- counted: estimated from the whole months between the first end and today, then one fewer when the
-- estimate's end falls after today (a shorter day of the month). One expression, so the planner inlines it.
CREATE FUNCTION keydate_month_renewals(first_end date, months integer, today date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((extract(year FROM today) - extract(year FROM first_end)) * 12
      + extract(month FROM today) - extract(month FROM first_end))::integer / months
    - (keydate_add(first_end, (((extract(year FROM today) - extract(year FROM first_end)) * 12
      + extract(month FROM today) - extract(month FROM first_end))::integer / months) * months, 'MONTHS')
      > today)::integer
$$;--> statement-breakpoint
-- The term running on `today` (terms.ts, currentTermNumber).
CREATE FUNCTION keydate_term(first_end date, lifecycle jsonb, last_term integer, today date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN first_end IS NULL OR today < first_end OR lifecycle #>> '{renewal,type}' IS DISTINCT FROM 'automatic' THEN 1
    ELSE least(coalesce(last_term, 2147483647), 2 + CASE lifecycle #>> '{renewal,term,unit}'
      WHEN 'DAYS' THEN (today - first_end) / (lifecycle #>> '{renewal,term,value}')::integer
      ELSE keydate_month_renewals(first_end, (lifecycle #>> '{renewal,term,value}')::integer
        * CASE lifecycle #>> '{renewal,term,unit}' WHEN 'YEARS' THEN 12 ELSE 1 END, today) END)
  END
$$;--> statement-breakpoint
-- The current term's end, notice date and evaluation start (terms.ts, termDates): the end n - 1 renewal
-- terms after the first; the notice date and evaluation start counted back from it, or, picked dates, the
-- first term's moved with the terms. Each computes the term once (a CASE evaluates one branch).
CREATE FUNCTION keydate_current_end(first_end date, lifecycle jsonb, last_term integer, today date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT keydate_renewed(first_end, lifecycle, keydate_term(first_end, lifecycle, last_term, today) - 1)
$$;--> statement-breakpoint
CREATE FUNCTION keydate_current_notice(first_end date, first_notice date, lifecycle jsonb, last_term integer,
  today date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lifecycle #>> '{nonRenewalNotice,triggerType}' = 'SPECIFIC_DATE'
    THEN keydate_renewed(first_notice, lifecycle, keydate_term(first_end, lifecycle, last_term, today) - 1)
    ELSE keydate_add(keydate_current_end(first_end, lifecycle, last_term, today),
      -(lifecycle #>> '{nonRenewalNotice,triggerValue,value}')::integer,
      lifecycle #>> '{nonRenewalNotice,triggerValue,unit}') END
$$;--> statement-breakpoint
CREATE FUNCTION keydate_current_evaluation(first_end date, first_notice date, first_evaluation date,
  lifecycle jsonb, last_term integer, today date) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lifecycle #>> '{evaluationPeriod,triggerType}' = 'SPECIFIC_DATE'
    THEN keydate_renewed(first_evaluation, lifecycle, keydate_term(first_end, lifecycle, last_term, today) - 1)
    ELSE keydate_add(keydate_current_notice(first_end, first_notice, lifecycle, last_term, today),
      -(lifecycle #>> '{evaluationPeriod,triggerValue,value}')::integer,
      lifecycle #>> '{evaluationPeriod,triggerValue,unit}') END
$$;
