// A small iCalendar (RFC 5545) writer for published feeds of all-day events: text escaping (§3.3.11),
// line folding at 75 octets without splitting a UTF-8 character (§3.1), CRLF line endings.
import { addCalendar, type TCalendarDate } from '@keydate/domain';

export interface IcsAllDayEvent {
  /** Stable across edits, so subscribed calendars update the event instead of adding another. */
  uid: string;
  /** A contract date: an all-day event on that day. */
  date: TCalendarDate;
  summary: string;
  description: string;
  url: string;
}

export interface IcsCalendar {
  prodId: string;
  name: string;
  /** When this copy of the feed was made (DTSTAMP of every event). */
  stamp: Date;
  /** How often clients are asked to fetch the feed again. */
  refreshMinutes: number;
  events: readonly IcsAllDayEvent[];
}

const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';
// Control characters other than tab are not allowed in TEXT (§3.3.11); newlines are escaped before this.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** TEXT value escaping: backslash, semicolon, comma and newlines (any of CRLF, CR, LF become \n). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

/**
 * Folds one content line so no physical line exceeds 75 octets (the leading space of a continuation
 * counts). Breaks fall between code points, never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = Buffer.byteLength(char, 'utf8');
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A DATE value: YYYYMMDD. */
export function icsDate(date: TCalendarDate): string {
  return date.replaceAll('-', '');
}

/** A UTC DATE-TIME value: YYYYMMDDTHHMMSSZ. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function eventLines(event: IcsAllDayEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
    // All-day events end (exclusively) on the next day.
    `DTEND;VALUE=DATE:${icsDate(addCalendar(event.date, 1, 'DAYS'))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    // A date to know about, not time to block: free/busy stays free.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole feed as text, CRLF after every line (the last one too). */
export function writeCalendar(calendar: IcsCalendar): string {
  const stamp = icsDateTime(calendar.stamp);
  const refresh = `PT${calendar.refreshMinutes}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  for (const line of lines) {
    if (/[\r\n]/.test(line)) throw new Error('An iCalendar content line must not hold a line break');
  }
  return lines.map(foldLine).join(CRLF) + CRLF;
}
