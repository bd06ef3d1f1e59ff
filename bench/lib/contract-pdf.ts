// Contracts as a hotel group keeps them: text PDFs (the tests' PDF writer) whose opening states the effective date,
// whose term and renewal clauses state the initial term and the notice of non-renewal, and whose other
// clauses and schedule are drawn from lists with a seeded random, so that no two documents have the same
// bytes and each fills the pages asked for.
import { formatLongDate, type TAmount, type TCalendarDate } from '@keydate/domain';
import { seededRandom } from '../../apps/server/src/lib/seeded-random.ts';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';

/** What a document states, as the reading rules should find it. */
export interface TStated {
  effectiveDate: TCalendarDate;
  initialTerm: TAmount;
  noticePeriod: TAmount;
}

export interface TContractPdfOptions extends TStated {
  /** Seeds the drawn clauses, and numbers the agreement. */
  index: number;
  title: string;
  client: string;
  supplier: string;
  pages: number;
}

const LINE_CHARS = 88;
const LINES_PER_PAGE = 44;

const NUMBER_WORDS: Record<number, string> = {
  1: 'one',
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
  11: 'eleven',
  12: 'twelve',
  13: 'thirteen',
  14: 'fourteen',
  15: 'fifteen',
  16: 'sixteen',
  17: 'seventeen',
  18: 'eighteen',
  24: 'twenty-four',
  30: 'thirty',
  36: 'thirty-six',
  45: 'forty-five',
  60: 'sixty',
  90: 'ninety',
  120: 'one hundred twenty',
  180: 'one hundred eighty',
};
const UNIT_WORDS: Record<TAmount['unit'], [string, string]> = {
  DAYS: ['day', 'days'],
  MONTHS: ['month', 'months'],
  YEARS: ['year', 'years'],
};

/** "three (3) years"; a number without a word is written in figures only. */
function amountWords({ value, unit }: TAmount): string {
  const [one, many] = UNIT_WORDS[unit];
  const word = NUMBER_WORDS[value];
  return `${word ? `${word} (${value})` : value} ${value === 1 ? one : many}`;
}

const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/** "March 1, 2024", or "the 1st day of March, 2024". */
function longDate(date: TCalendarDate, dayOf: boolean): string {
  const written = formatLongDate(date);
  if (!dayOf) return written;
  const [, name, day, year] = /^(\w+) (\d+), (\d+)$/.exec(written) as unknown as [
    string,
    string,
    string,
    string,
  ];
  return `the ${ordinal(Number(day))} day of ${name}, ${year}`;
}

type Pick = <T>(list: readonly T[]) => T;

/** Clauses without a date or a period, so that only the term and renewal clauses state them. */
const CLAUSES: Array<(client: string, supplier: string, pick: Pick, int: (max: number) => number) => string> =
  [
    (c, s, pick) =>
      `Services. ${s} shall provide the ${pick(['linen', 'laundry', 'cleaning', 'maintenance', 'security', 'catering'])} services described in Schedule A at each hotel of ${c} named there, with trained personnel, in a good and workmanlike manner and in accordance with the service levels of that Schedule.`,
    (c, s, _pick, int) =>
      `Fees. In consideration of the services, ${c} shall pay ${s} the fees set out in Schedule B, currently EUR ${int(90) + 10},${String(int(899) + 100)} per month for all hotels together. Invoices shall state the hotel, the services performed and the amount due, and shall be paid by bank transfer.`,
    (c, s) =>
      `Standards. ${s} shall comply with the brand standards of ${c} as communicated in writing from time to time, and with all laws and regulations applicable to the services, including those on health, safety, hygiene and the protection of the environment.`,
    (c, s, pick) =>
      `Insurance. ${s} shall maintain, at its own cost, ${pick(['comprehensive general liability', 'public liability', 'employer liability'])} insurance with a reputable insurer for an amount of not less than EUR ${pick(['one', 'two', 'five'])} million per occurrence, and shall provide ${c} with a certificate of insurance on request.`,
    (c, s) =>
      `Confidentiality. Each party shall keep confidential all information of the other party that it receives under this Agreement, including guest data, prices and business plans, and shall use it only to perform this Agreement. This clause does not apply to information that is public or that a party must disclose by law. ${s} shall ensure that its staff at the hotels of ${c} are bound by the same obligation.`,
    (c, s) =>
      `Data Protection. Where ${s} processes personal data on behalf of ${c}, it shall do so only on the documented instructions of ${c}, shall implement appropriate technical and organisational measures to protect such data, and shall assist ${c} in answering requests of data subjects.`,
    (c, s) =>
      `Liability. Neither party shall be liable to the other for any indirect or consequential loss, loss of profit or loss of goodwill. The total liability of ${s} under this Agreement shall not exceed the fees paid by ${c} in the twelve months before the event giving rise to the claim, except in the case of death, personal injury, fraud or wilful misconduct.`,
    (_c, _s) =>
      'Termination for Cause. Either party may terminate this Agreement by written notice with immediate effect if the other party commits a material breach which is not capable of remedy, or which it fails to remedy after being asked in writing to do so, or if the other party becomes insolvent or enters into liquidation.',
    (c, s) =>
      `Audit. ${c} may, on reasonable notice and during normal business hours, inspect the records of ${s} relating to the services and the fees, and ${s} shall give its auditors reasonable access to the premises, staff and documents needed for that purpose.`,
    (c, s, pick) =>
      `Equipment. Any equipment that ${s} brings onto the premises of ${c} remains its property and at its risk. ${s} shall keep such equipment in good repair, shall ${pick(['label it clearly', 'keep an inventory of it', 'store it in the areas assigned to it'])}, and shall remove it at the end of this Agreement.`,
    (_c, _s, pick) =>
      `Force Majeure. Neither party is liable for a failure or delay in performing its obligations caused by events beyond its reasonable control, such as ${pick(['fire, flood or storm', 'war, strike or epidemic', 'a failure of public utilities'])}, provided that it informs the other party promptly and uses reasonable efforts to resume performance.`,
    (c, s) =>
      `Assignment. ${s} shall not assign or subcontract any of its rights or obligations under this Agreement without the prior written consent of ${c}. ${c} may assign this Agreement to any company of its group, or to the buyer of a hotel for the services at that hotel.`,
    (c, _s, pick) =>
      `Notices. Notices under this Agreement shall be in writing and delivered by hand, by courier or by email to the addresses stated above, or to another address that a party gives by notice. Notices to ${c} shall be marked for the attention of the ${pick(['General Counsel', 'Director of Procurement', 'Regional Operations Director'])}.`,
    (_c, _s, pick) =>
      `Governing Law. This Agreement is governed by the laws of ${pick(['England and Wales', 'Ireland', 'the Netherlands', 'the State of New York'])}. The courts of that jurisdiction have exclusive jurisdiction over any dispute arising out of or in connection with this Agreement.`,
  ];

const SCHEDULE_ITEMS = [
  'Room linen change',
  'Towel exchange',
  'Public area cleaning',
  'Kitchen deep clean',
  'Lift inspection',
  'Pool water testing',
  'Guest laundry pick-up',
  'Uniform cleaning',
  'Night security patrol',
  'Pest inspection',
];

/** A paragraph cut into lines of at most LINE_CHARS characters, at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The contract's pages, each of LINES_PER_PAGE lines but the last; the signatures close it. */
export function contractPages(options: TContractPdfOptions): string[][] {
  const { client, supplier, effectiveDate, initialTerm, noticePeriod } = options;
  const random = seededRandom(options.index + 7919);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)] as (typeof list)[number];
  const int = (max: number) => Math.floor(random() * (max + 1));
  const opening =
    `This ${options.title} (the "Agreement") is made and entered into as of ` +
    `${longDate(effectiveDate, random() < 0.5)} (the "Effective Date") by and between ${client} ("Client") ` +
    `and ${supplier} ("Supplier").`;
  const paragraphs = [
    options.title.toUpperCase(),
    `Agreement No. KD-${String(options.index).padStart(5, '0')}`,
    opening,
    `1. Term. The initial term of this Agreement shall be ${amountWords(initialTerm)} from the Effective Date (the "Initial Term").`,
    `2. Renewal. This Agreement shall automatically renew for successive one (1) year periods unless either party gives written notice of non-renewal at least ${amountWords(noticePeriod)} prior to the end of the then-current term.`,
  ];
  const order = CLAUSES.map((clause) => ({ clause, key: random() })).sort((a, b) => a.key - b.key);
  const signatures = [
    'IN WITNESS WHEREOF, the parties have signed this Agreement by their authorised representatives.',
    `For ${client}: ______________________   For ${supplier}: ______________________`,
  ];
  const room = options.pages * LINES_PER_PAGE - signatures.length - 1;
  const lines: string[] = [];
  const add = (paragraph: string) => lines.push(...wrap(paragraph), '');
  for (const paragraph of paragraphs) add(paragraph);
  let number = 3;
  for (const { clause } of order) {
    const paragraph = `${number}. ${clause(client, supplier, pick, int)}`;
    if (lines.length + wrap(paragraph).length + 1 > room) break;
    add(paragraph);
    number += 1;
  }
  if (lines.length < room) lines.push('SCHEDULE A - SERVICES AND SERVICE LEVELS');
  for (let item = 1; lines.length < room; item += 1) {
    lines.push(
      `A.${item} ${pick(SCHEDULE_ITEMS)}: ${int(400) + 20} units a week, checked by the hotel's ${pick(['housekeeping', 'engineering', 'front office', 'food and beverage'])} team.`,
    );
  }
  lines.push('', ...signatures);
  return Array.from({ length: Math.ceil(lines.length / LINES_PER_PAGE) }, (_, page) =>
    lines.slice(page * LINES_PER_PAGE, (page + 1) * LINES_PER_PAGE),
  );
}

export const contractPdf = (options: TContractPdfOptions): Buffer => buildTextPdf(contractPages(options));

const TITLES = [
  'Linen Services Agreement',
  'Laundry Services Agreement',
  'Cleaning Services Agreement',
  'Elevator Maintenance Agreement',
  'Security Services Agreement',
  'Pest Control Agreement',
  'Pool Maintenance Agreement',
  'Catering Supply Agreement',
  'HVAC Maintenance Agreement',
  'Waste Removal Agreement',
];
const HOTELS = [
  'Harbour Hotels Ltd',
  'Beach House Resorts LLC',
  'City Center Hospitality Inc.',
  'Lake Lodge Group SA',
];
const SUPPLIERS = [
  'Acme Linen Inc.',
  'Summit Cleaning Services Ltd',
  'Northern Elevator Co.',
  'Prime Security Group LLC',
  'Coastal Pest Solutions Ltd',
  'Metro Facilities Partners BV',
];
const TERMS: TAmount[] = [
  { value: 1, unit: 'YEARS' },
  { value: 2, unit: 'YEARS' },
  { value: 3, unit: 'YEARS' },
  { value: 5, unit: 'YEARS' },
  { value: 18, unit: 'MONTHS' },
  { value: 24, unit: 'MONTHS' },
];
const NOTICE_DAYS = [30, 45, 60, 90, 120, 180];

/** A document of a drop: its file name, its bytes, and what it states. */
export interface TDroppedDocument {
  name: string;
  bytes: Buffer;
  stated: TStated;
}

/** The `index`th document of a drop: a contract of a few pages, unlike every other index's. */
export function droppedDocument(index: number): TDroppedDocument {
  const random = seededRandom(index + 1);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)] as (typeof list)[number];
  const day = new Date(Date.UTC(2019, 0, 1) + Math.floor(random() * 7 * 365) * 86_400_000);
  const stated: TStated = {
    effectiveDate: day.toISOString().slice(0, 10) as TCalendarDate,
    initialTerm: pick(TERMS),
    noticePeriod: { value: pick(NOTICE_DAYS), unit: 'DAYS' },
  };
  const title = pick(TITLES);
  const bytes = contractPdf({
    index,
    title,
    client: pick(HOTELS),
    supplier: pick(SUPPLIERS),
    pages: 3 + Math.floor(random() * 3),
    ...stated,
  });
  return { name: `KD-${String(index).padStart(5, '0')} ${title}.pdf`, bytes, stated };
}
