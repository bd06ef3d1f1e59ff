-- Contract dates become calendar dates. They were stored at 12:00 UTC of their day, so the day is read in
-- UTC (a plain cast would read it in the session's time zone and could move it by one).
ALTER TABLE "contracts"
  ALTER COLUMN "start_date" SET DATA TYPE date USING ("start_date" AT TIME ZONE 'UTC')::date,
  ALTER COLUMN "end_date" SET DATA TYPE date USING ("end_date" AT TIME ZONE 'UTC')::date,
  ALTER COLUMN "renewal_window_start" SET DATA TYPE date USING ("renewal_window_start" AT TIME ZONE 'UTC')::date,
  ALTER COLUMN "renewal_window_end" SET DATA TYPE date USING ("renewal_window_end" AT TIME ZONE 'UTC')::date,
  ALTER COLUMN "non_renewal_notice_start" SET DATA TYPE date USING ("non_renewal_notice_start" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
-- In the stored lifecycle: the start date copy goes (the column is the start date), and a picked notice or
-- evaluation date ('YYYY-MM-DDT12:00:00.000Z') keeps its day only.
UPDATE "contracts" SET "lifecycle" = "lifecycle" - 'startDate'
  || CASE WHEN "lifecycle" #>> '{evaluationPeriod,date}' IS NULL THEN '{}'::jsonb
     ELSE jsonb_build_object('evaluationPeriod', ("lifecycle" -> 'evaluationPeriod')
       || jsonb_build_object('date', left("lifecycle" #>> '{evaluationPeriod,date}', 10))) END
  || CASE WHEN "lifecycle" #>> '{nonRenewalNotice,date}' IS NULL THEN '{}'::jsonb
     ELSE jsonb_build_object('nonRenewalNotice', ("lifecycle" -> 'nonRenewalNotice')
       || jsonb_build_object('date', left("lifecycle" #>> '{nonRenewalNotice,date}', 10))) END
WHERE "lifecycle" -> 'startDate' IS NOT NULL OR "lifecycle" #> '{evaluationPeriod,date}' IS NOT NULL
  OR "lifecycle" #> '{nonRenewalNotice,date}' IS NOT NULL;
