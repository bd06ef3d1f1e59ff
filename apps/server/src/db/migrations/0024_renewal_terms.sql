-- Contracts that renew automatically (docs/domain.md, Renewal terms): the term whose notice was sent,
-- the renewal kept in every stored lifecycle, and the domain's term rules (terms.ts) as SQL functions,
-- so the list, the bell and the reminders read the current term as the answers do.
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
-- The term running on `today` (terms.ts, currentTermNumber).
CREATE FUNCTION keydate_term(first_end date, lifecycle jsonb, last_term integer, today date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN first_end IS NULL OR today < first_end OR lifecycle #>> '{renewal,type}' IS DISTINCT FROM 'automatic' THEN 1
    ELSE least(coalesce(last_term, 2147483647), 2 + (
      SELECT CASE WHEN unit = 'DAYS' THEN (today - first_end) / value
        ELSE estimate - (keydate_renewed(first_end, lifecycle, estimate) > today)::integer END
      FROM (SELECT unit, value,
          ((extract(year FROM today) - extract(year FROM first_end)) * 12
            + extract(month FROM today) - extract(month FROM first_end))::integer
            / (value * CASE unit WHEN 'YEARS' THEN 12 ELSE 1 END) AS estimate
        FROM (SELECT lifecycle #>> '{renewal,term,unit}' AS unit,
          (lifecycle #>> '{renewal,term,value}')::integer AS value) AS renewal) AS renewals))
  END
$$;--> statement-breakpoint
-- A notice date or an evaluation start of term `term`: counted back from `from_day` by the lifecycle
-- part, or, for a picked date, the first term's date moved with the terms (terms.ts, countBack).
CREATE FUNCTION keydate_count_back(from_day date, part jsonb, first_day date, lifecycle jsonb, term integer)
RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN term = 1 THEN first_day
    WHEN part ->> 'triggerType' = 'SPECIFIC_DATE' THEN keydate_renewed(first_day, lifecycle, term - 1)
    ELSE keydate_add(from_day, -(part #>> '{triggerValue,value}')::integer, part #>> '{triggerValue,unit}') END
$$;
