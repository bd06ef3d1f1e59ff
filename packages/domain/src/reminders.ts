// Email reminders before a contract's non-renewal notice date and its end date (docs/domain.md, Reminders):
// the lead times, and which reminder is the one to send on a given day.
import { z } from 'zod';
import { ZWireDate } from './date.schemas.ts';
import { addCalendar, daysBetween, type TCalendarDate } from './dates.ts';

export const REMINDER_MILESTONES = ['notice', 'end'] as const;
export type TReminderMilestone = (typeof REMINDER_MILESTONES)[number];
export const ZReminderMilestone = z.enum(REMINDER_MILESTONES);
/**
 * What a mail of the reminder outbox is about: a milestone, or 'escalation', the mail to the admins that a
 * term has no renewal decision close to its notice date (docs/domain.md, The renewal decision).
 */
export const DELIVERY_MILESTONES = [...REMINDER_MILESTONES, 'escalation'] as const;
export type TDeliveryMilestone = (typeof DELIVERY_MILESTONES)[number];

/** A lead time is whole days before the milestone date: 0 (on the day) to a year. */
export const REMINDER_LEAD_DAYS_MAX = 365;
/** Lead times per milestone. */
export const REMINDER_LEAD_TIMES_MAX = 10;

export interface TReminderLeadDays {
  notice: number[];
  end: number[];
}

/** A workspace's lead times until an admin changes them. */
export const DEFAULT_REMINDER_LEAD_DAYS: Readonly<TReminderLeadDays> = Object.freeze({
  notice: [60, 30, 14, 7, 1],
  end: [30, 7],
});

/** Lead times as stored and answered: no repeats, the earliest reminder (most days before) first. */
export function normalizeLeadDays(list: readonly number[]): number[] {
  return [...new Set(list)].sort((a, b) => b - a);
}

const leadDayMessage = `Lead times are whole days from 0 to ${REMINDER_LEAD_DAYS_MAX}`;
const zLeadList = (label: string) =>
  z
    .array(
      z
        .number({ error: leadDayMessage })
        .int(leadDayMessage)
        .min(0, leadDayMessage)
        .max(REMINDER_LEAD_DAYS_MAX, leadDayMessage),
      { error: `${label} lead times must be a list of days` },
    )
    .transform(normalizeLeadDays)
    .refine((list) => list.length <= REMINDER_LEAD_TIMES_MAX, {
      message: `At most ${REMINDER_LEAD_TIMES_MAX} ${label.toLowerCase()} lead times`,
    });

/** Lead times of a workspace (or a contract's override): deduplicated and sorted descending. */
export const ZReminderLeadDays = z.object({
  notice: zLeadList('Notice'),
  end: zLeadList('End'),
});
export type TReminderLeadDaysInput = z.input<typeof ZReminderLeadDays>;

/**
 * Days before a term's notice date at which, with no renewal decision recorded for the term, the
 * workspace's admins get one escalation mail (docs/domain.md, The renewal decision).
 */
export const DEFAULT_ESCALATION_DAYS = 14;
export const ESCALATION_DAYS_MESSAGE = `Escalation days are whole days from 0 to ${REMINDER_LEAD_DAYS_MAX}`;
export const ZEscalationDays = z
  .number({ error: ESCALATION_DAYS_MESSAGE })
  .int(ESCALATION_DAYS_MESSAGE)
  .min(0, ESCALATION_DAYS_MESSAGE)
  .max(REMINDER_LEAD_DAYS_MAX, ESCALATION_DAYS_MESSAGE);

/**
 * PUT /api/admin/reminders/settings: the lead times, and the escalation days (kept when left out; null
 * sends no escalation).
 */
export const ZReminderSettingsRequest = ZReminderLeadDays.extend({
  escalationDays: ZEscalationDays.nullable().optional(),
});
export type TReminderSettingsRequest = z.input<typeof ZReminderSettingsRequest>;

/** Lead times as the server answers them (already deduplicated and sorted). */
export const ZReminderSettings = z.object({
  notice: z.array(z.number().int()),
  end: z.array(z.number().int()),
});

/** GET and PUT /api/admin/reminders/settings: the workspace's lead times and escalation days. */
export const ZWorkspaceReminderSettings = ZReminderSettings.extend({
  escalationDays: z.number().int().nullable(),
});
export type TWorkspaceReminderSettings = z.infer<typeof ZWorkspaceReminderSettings>;

/** A contract's own lead times when it has them (null = the workspace's). */
export function effectiveLeadDays(
  workspace: TReminderLeadDays,
  contract: TReminderLeadDays | null | undefined,
): TReminderLeadDays {
  return contract ?? workspace;
}

export interface TReminderDates {
  /** The non-renewal notice date. */
  noticeDate?: TCalendarDate | null;
  endDate?: TCalendarDate | null;
}

export interface TReminder {
  milestone: TReminderMilestone;
  /** The milestone date. */
  date: TCalendarDate;
  leadDays: number;
  /** The day the reminder falls due (date − leadDays). */
  dueOn: TCalendarDate;
}

/** Every reminder of a contract: one per milestone date and lead time, in milestone order then due order. */
export function contractReminders(dates: TReminderDates, leadDays: TReminderLeadDays): TReminder[] {
  const milestones: Array<[TReminderMilestone, TCalendarDate | null | undefined]> = [
    ['notice', dates.noticeDate],
    ['end', dates.endDate],
  ];
  return milestones.flatMap(([milestone, date]) => {
    if (!date) return [];
    return normalizeLeadDays(leadDays[milestone]).map((lead) => ({
      milestone,
      date,
      leadDays: lead,
      dueOn: addCalendar(date, -lead, 'DAYS'),
    }));
  });
}

export interface TReminderPlan {
  /** At most one per milestone: the latest reminder already due whose milestone date is today or later. */
  send: TReminder[];
  /** The other due reminders of those milestones: missed (downtime, a late upload), never sent late. */
  superseded: TReminder[];
}

/**
 * Which reminder to send today. For each milestone date that is today or later, the reminders with
 * dueOn ≤ today are due; the latest of them (the fewest lead days) is the one to send, and the earlier
 * ones are superseded, so a week of downtime yields one mail per milestone, not a burst. A milestone
 * already past yields nothing.
 */
export function planReminders(
  dates: TReminderDates,
  leadDays: TReminderLeadDays,
  today: TCalendarDate,
): TReminderPlan {
  const plan: TReminderPlan = { send: [], superseded: [] };
  for (const milestone of REMINDER_MILESTONES) {
    const due = contractReminders(dates, leadDays).filter(
      (r) => r.milestone === milestone && r.date >= today && r.dueOn <= today,
    );
    // Sorted by lead days descending: the last one is the latest due.
    const latest = due.at(-1);
    if (!latest) continue;
    plan.send.push(latest);
    plan.superseded.push(...due.slice(0, -1));
  }
  return plan;
}

/** Reminders falling due after today and at most `horizonDays` ahead, by due day then milestone. */
export function upcomingReminders(
  dates: TReminderDates,
  leadDays: TReminderLeadDays,
  today: TCalendarDate,
  horizonDays: number,
): TReminder[] {
  return contractReminders(dates, leadDays)
    .filter((r) => {
      const ahead = daysBetween(today, r.dueOn);
      return ahead >= 1 && ahead <= horizonDays;
    })
    .sort(
      (a, b) =>
        daysBetween(b.dueOn, a.dueOn) ||
        REMINDER_MILESTONES.indexOf(a.milestone) - REMINDER_MILESTONES.indexOf(b.milestone),
    );
}

/** How far ahead the admin view lists the reminders that will fall due. */
export const UPCOMING_REMINDER_DAYS = 30;

// The admin's reminder health (GET /api/admin/reminders).
const ZContractRef = z.object({ _id: z.string(), name: z.string() });

export const ZReminderHealth = z.object({
  lastRun: z
    .object({
      startedAt: z.string(),
      /** Null while the sweep runs, or when it stopped without finishing. */
      finishedAt: z.string().nullable(),
      ok: z.boolean(),
    })
    .nullable(),
  sentLast30Days: z.number().int(),
  failures: z.array(
    z.object({
      contract: ZContractRef,
      recipient: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
      milestone: z.enum(DELIVERY_MILESTONES),
      /** The milestone date. */
      date: ZWireDate,
      leadDays: z.number().int(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      nextAttemptAt: z.string(),
    }),
  ),
  upcoming: z.array(
    z.object({
      contract: ZContractRef,
      milestone: ZReminderMilestone,
      date: ZWireDate,
      leadDays: z.number().int(),
      dueOn: ZWireDate,
      recipients: z.number().int(),
    }),
  ),
  /** Upcoming reminders in the whole window; the list holds the first of them. */
  upcomingTotal: z.number().int(),
});
export type TReminderHealth = z.output<typeof ZReminderHealth>;
