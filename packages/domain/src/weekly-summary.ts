// The weekly summary (docs/domain.md, The weekly summary): each Monday, a person's deadlines of the next
// 90 days in the contracts they own or are responsible for.
import { addCalendar, daysBetween, type TCalendarDate } from './dates.ts';

/** How far ahead the summary looks, in days from its Monday. */
export const WEEKLY_SUMMARY_DAYS = 90;

export const DEADLINE_KINDS = ['evaluation', 'notice', 'end'] as const;
export type TDeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_LABELS: Readonly<Record<TDeadlineKind, string>> = {
  evaluation: 'Renewal evaluation starts',
  notice: 'Non-renewal notice due',
  end: 'Contract ends',
};

/** The Monday of a day's week (the day itself on a Monday); weeks are UTC calendar weeks. */
export function mondayOf(day: TCalendarDate): TCalendarDate {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addCalendar(day, -((weekday + 6) % 7), 'DAYS');
}

export interface TDeadlineContract {
  id: string;
  name: string;
  /** The current term's dates. */
  evaluationStart: TCalendarDate | null;
  noticeDate: TCalendarDate | null;
  endDate: TCalendarDate | null;
}

export interface TDeadline {
  kind: TDeadlineKind;
  date: TCalendarDate;
  contract: { id: string; name: string };
}

/** Each contract's dates from today to WEEKLY_SUMMARY_DAYS ahead, soonest first, then by contract name. */
export function upcomingDeadlines(
  contracts: readonly TDeadlineContract[],
  today: TCalendarDate,
): TDeadline[] {
  const deadlines: TDeadline[] = [];
  for (const contract of contracts) {
    const dates: Record<TDeadlineKind, TCalendarDate | null> = {
      evaluation: contract.evaluationStart,
      notice: contract.noticeDate,
      end: contract.endDate,
    };
    for (const kind of DEADLINE_KINDS) {
      const date = dates[kind];
      if (!date) continue;
      const ahead = daysBetween(today, date);
      if (ahead >= 0 && ahead <= WEEKLY_SUMMARY_DAYS) {
        deadlines.push({ kind, date, contract: { id: contract.id, name: contract.name } });
      }
    }
  }
  return deadlines.sort(
    (a, b) =>
      daysBetween(b.date, a.date) ||
      a.contract.name.localeCompare(b.contract.name) ||
      DEADLINE_KINDS.indexOf(a.kind) - DEADLINE_KINDS.indexOf(b.kind),
  );
}
