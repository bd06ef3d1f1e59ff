// The non-renewal notice (docs/domain.md, The notice): drafted as a letter, then recorded as sent with the
// date, the channel and a reference. A term whose notice was sent is the contract's last: it ends with it.
import { z } from 'zod';
import { ZCalendarDate } from './date.schemas.ts';
import { formatLongDate, type TCalendarDate } from './dates.ts';

export const NOTICE_CHANNELS = ['email', 'courier', 'registered_mail', 'by_hand'] as const;
export type TNoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const NOTICE_CHANNEL_LABELS: Readonly<Record<TNoticeChannel, string>> = {
  email: 'Email',
  courier: 'Courier',
  registered_mail: 'Registered mail',
  by_hand: 'By hand',
};

export const NOTICE_REFERENCE_MAX = 200;

/** The letter's formats: GET /api/contracts/:id/notice-letter?format=docx|pdf. */
export const NOTICE_LETTER_FORMATS = ['docx', 'pdf'] as const;
export type TNoticeLetterFormat = (typeof NOTICE_LETTER_FORMATS)[number];
export const ZNoticeLetterQuery = z.object({
  format: z.enum(NOTICE_LETTER_FORMATS, { error: 'Format must be docx or pdf' }),
});

/** POST /api/contracts/:id/notice. */
export const ZNoticeRequest = z.object({
  sentOn: ZCalendarDate.describe('The day the notice went out (YYYY-MM-DD), today or earlier'),
  channel: z.enum(NOTICE_CHANNELS, { error: 'Channel must be email, courier, registered_mail or by_hand' }),
  reference: z
    .string({ error: 'The reference must be text' })
    .trim()
    .max(NOTICE_REFERENCE_MAX, `The reference must be at most ${NOTICE_REFERENCE_MAX} characters`)
    .optional()
    .default(''),
});
export type TNoticeRequest = z.input<typeof ZNoticeRequest>;

/** A term's notice as answered: when and how it went out, and the day the contract ends with it. */
export const ZNoticeSent = z.object({
  term: z.number().int().min(1),
  sentOn: z.string(),
  channel: z.enum(NOTICE_CHANNELS),
  reference: z.string(),
  /** The term's notice date; the notice is late when sent after it. */
  noticeDate: z.string().nullable(),
  late: z.boolean().describe("Sent after the term's notice date: accepted, but the vendor may dispute it"),
  /** The end of the term the notice was sent in: the contract ends there. */
  endsOn: z.string().nullable(),
  recordedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  recordedAt: z.string(),
  receipt: z
    .object({ name: z.string(), size: z.number().int() })
    .nullable()
    .describe('The proof of service attached to the notice (GET /api/contracts/:id/notice/receipt), or null'),
});
export type TNoticeSent = z.infer<typeof ZNoticeSent>;

/** A notice sent after the term's notice date is late (a missing notice date never makes it late). */
export function isLateNotice(sentOn: TCalendarDate, noticeDate: TCalendarDate | null): boolean {
  return noticeDate !== null && sentOn > noticeDate;
}

/** "Notice sent on March 3, 2026; ends on June 30, 2026". */
export function noticeSentSentence(notice: Pick<TNoticeSent, 'sentOn' | 'endsOn'>): string {
  const sent = `Notice sent on ${formatLongDate(notice.sentOn as TCalendarDate)}`;
  return notice.endsOn ? `${sent}; ends on ${formatLongDate(notice.endsOn as TCalendarDate)}` : sent;
}
