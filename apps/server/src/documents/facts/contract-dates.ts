// Calendar dates as contracts write them: "June 1, 2019", "1 June 2019", "the 1st day of June, 2019",
// "this first day of June 2019", "the last day of June, 2019", "6/1/2019", "2019-06-01". A general
// date parser was left aside on purpose: contracts use these few forms, and a parser's casual forms
// ("Friday", "in 3 days", a bare "June") would turn ordinary words of a clause into dates. A date with
// a blank ("June __, 2019") is no date.
import { daysInMonth, parseCalendarDate, type TCalendarDate } from '@keydate/domain';
import { MONTH_NAME, ORDINAL_WORD, ordinalToNumber } from './phrases.ts';

export interface TDateMatch {
  date: TCalendarDate;
  index: number;
  end: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = `(${MONTH_NAME})\\.?`;
const ORDINAL_SUFFIX = '(?:st|nd|rd|th)?';
const DAY_WORDS = `(${ORDINAL_WORD})`;
const YEAR = '((?:19|20)\\d{2})';

// "Date:", "DATE", "Dated" just before a date.
const DATE_LABEL = /\bdated?\s*:?\s*$/i;

const FORMS: Array<{ pattern: RegExp; read: (match: RegExpExecArray) => [number, number, number] | null }> = [
  // June 1, 2019 / June 1st 2019 / Jun. 1, 2019 / June 1. 2019 (a comma the text layer read as a stop)
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})${ORDINAL_SUFFIX}\\s*[,.]?\\s*${YEAR}\\b`, 'gi'),
    read: (m) => [Number(m[3]), monthOf(m[1]), Number(m[2])],
  },
  // 1 June 2019 / 1st day of June, 2019 / 1st of June 2019
  {
    pattern: new RegExp(
      `(?<![\\d/.])(\\d{1,2})${ORDINAL_SUFFIX}\\s+(?:day\\s+)?(?:of\\s+)?${MONTH}\\s*,?\\s*(?:in\\s+the\\s+year\\s+)?${YEAR}\\b`,
      'gi',
    ),
    read: (m) => [Number(m[3]), monthOf(m[2]), Number(m[1])],
  },
  // the first day of June, 2019
  {
    pattern: new RegExp(`\\b${DAY_WORDS}\\s+(?:day\\s+)?of\\s+${MONTH}\\s*,?\\s*${YEAR}\\b`, 'gi'),
    read: (m) => {
      const day = ordinalToNumber(m[1] ?? '');
      return day === null ? null : [Number(m[3]), monthOf(m[2]), day];
    },
  },
  // the last day of February, 2023 / the last day in February 2023
  {
    pattern: new RegExp(`\\blast\\s+day\\s+(?:of|in)\\s+${MONTH}\\s*,?\\s*${YEAR}\\b`, 'gi'),
    read: (m) => {
      const [year, month] = [Number(m[2]), monthOf(m[1])];
      return [year, month, daysInMonth(year, month - 1)];
    },
  },
  // 2019-06-01
  {
    pattern: /\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  // 6/1/2019, 06/01/19: month first, as in the US, unless the first number cannot be a month
  // (31/12/2019). With dots the day comes first, as in Europe (1.3.2019 is March 1), unless the second
  // number cannot be a month (04.18.2018). With dashes or dots a two-digit year is a date only after a
  // date label ("Date: 3-14-18" beside a signature); elsewhere "9-08-06" is a statute's section.
  {
    pattern: /(?<![\d/.])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/])/g,
    read: (m) => {
      const [first, second] = [Number(m[1]), Number(m[3])];
      const digits = m[4] ?? '';
      if (
        m[2] !== '/' &&
        digits.length === 2 &&
        !DATE_LABEL.test(m.input.slice(Math.max(0, m.index - 12), m.index))
      )
        return null;
      let year = Number(digits);
      if (digits.length === 2) year += year < 70 ? 2000 : 1900;
      const dayFirst = m[2] === '.' ? second <= 12 : first > 12;
      return dayFirst ? [year, second, first] : [year, first, second];
    },
  },
];

function monthOf(word: string | undefined): number {
  return MONTHS.indexOf((word ?? '').slice(0, 3).toLowerCase()) + 1;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Every real calendar date written in a text, in order; overlapping readings keep the first form. */
export function findDates(text: string): TDateMatch[] {
  const found: TDateMatch[] = [];
  for (const form of FORMS) {
    for (const match of text.matchAll(form.pattern)) {
      const parts = form.read(match as RegExpExecArray);
      if (!parts) continue;
      const date = parseCalendarDate(`${pad(parts[0], 4)}-${pad(parts[1], 2)}-${pad(parts[2], 2)}`);
      if (!date) continue;
      const index = match.index;
      const end = index + match[0].length;
      if (found.some((other) => index < other.end && end > other.index)) continue;
      found.push({ date, index, end });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
