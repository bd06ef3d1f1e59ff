import { type TDecisionKind, type TDeliveryMilestone, todayUtc } from '@keydate/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { currentTermSql, termColumns } from '../contracts/current-term-sql.ts';
import { rowsOf } from './reminder-schedule-sql.ts';

export interface ClaimedReminder {
  id: string;
  contractId: string;
  milestone: TDeliveryMilestone;
  /** 'YYYY-MM-DD'. */
  milestoneDate: string;
  leadDays: number;
  userId: string;
  attempts: number;
  contractName: string;
  properties: string[];
  vendorName: string | null;
  recipientEmail: string;
  recipientName: string;
  /** The renewal decision recorded for the contract's current term, if any. */
  decision: TDecisionKind | null;
  /** The contract owner's name (null without one). */
  ownerName: string | null;
}

/**
 * Claims up to `limit` pending reminders that are due to be tried, for this instance until `leaseUntil`:
 * rows another instance is claiming are skipped (FOR UPDATE SKIP LOCKED), rows it holds stay its own
 * until their lease runs out, so two instances never send the same reminder at the same time.
 * Answers what the mail needs in the same statement.
 */
export async function claimReminders(options: {
  db: Db;
  instanceId: string;
  now: Date;
  leaseUntil: Date;
  limit: number;
}): Promise<ClaimedReminder[]> {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const rows = rowsOf<ClaimedReminder>(
    await options.db.execute(sql`with claimable as (
        select d.id from reminder_deliveries d
        where d.status = 'pending' and d.next_attempt_at <= ${now}
          and (d.claimed_until is null or d.claimed_until <= ${now})
        order by d.next_attempt_at, d.id
        limit ${options.limit}
        for update skip locked
      ), claimed as (
        update reminder_deliveries d
        set claimed_by = ${options.instanceId}, claimed_until = ${options.leaseUntil.toISOString()}::timestamptz
        from claimable where d.id = claimable.id
        returning d.id, d.contract_id, d.milestone, d.milestone_date, d.lead_days, d.user_id, d.attempts
      )
      select claimed.id, claimed.contract_id as "contractId", claimed.milestone,
        claimed.milestone_date::text as "milestoneDate", claimed.lead_days as "leadDays",
        claimed.user_id as "userId", claimed.attempts,
        c.name as "contractName",
        case when c.agreement_type = 'MSA' then array(
            select p.name from contract_properties cp join properties p on p.id = cp.property_id
            where cp.contract_id = c.id order by cp.position
          )
          else array(select p.name from properties p where p.id = c.property_id)
        end as properties,
        v.name as "vendorName", (select o.name from users o where o.id = c.owner_id) as "ownerName", u.email as "recipientEmail", u.name as "recipientName",
        (select d.decision from contract_decisions d where d.contract_id = c.id
          and d.term = ${currentTermSql(todayUtc(options.now), termColumns('c')).number}) as decision
      from claimed
      join contracts c on c.id = claimed.contract_id
      join users u on u.id = claimed.user_id
      left join vendors v on v.id = c.vendor_id
      order by claimed.id`),
  );
  return rows;
}
