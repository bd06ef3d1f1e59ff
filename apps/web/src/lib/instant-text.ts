// An instant as the pages behind sign-in show it. Reminder days change at 00:00 UTC, so instants are
// shown in UTC, the same in every browser's time zone. (Not for the sign-in pages: it brings the dates.)
import { formatLongDate, parseCalendarDate } from '@keydate/domain';

/** 'March 10, 2025 at 08:00 UTC'; an unreadable instant as it is given. */
export function instantText(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const utc = time.toISOString();
  return `${formatLongDate(parseCalendarDate(utc))} at ${utc.slice(11, 16)} UTC`;
}
