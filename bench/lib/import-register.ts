// A hotel group's contract register as a CSV export from a spreadsheet, for the import bench: service,
// supply and maintenance contracts of the workspace's hotels and of hotels it does not know yet, with
// vendors it knows and new ones, d/m/y start dates, a term or an end date, a notice period, one row in ten
// a master agreement over several hotels, and now and then a terminated one. The same arguments always
// give the same file; each `file` number names its own new hotels and vendors, so every file has some.

import { seededRandom } from '../../apps/server/src/lib/seeded-random.ts';

/** The hotels the workspace holds before any import. */
export const KNOWN_PROPERTIES = [
  'Harbour View Hotel',
  'Beach House Resort',
  'City Center Inn',
  'Park Lane Suites',
  'Riverside Lodge',
] as const;

/** The vendors the workspace holds before any import, by the trade they serve. */
export const KNOWN_VENDORS = [
  { name: 'Acme Linen', trade: 'Linen' },
  { name: 'LiftWorks', trade: 'Lifts' },
  { name: 'Blue Wave Pools', trade: 'Pools' },
  { name: 'PestAway', trade: 'Pest Control' },
  { name: 'GreenCut Landscaping', trade: 'Landscaping' },
  { name: 'SecureGuard', trade: 'Security' },
  { name: 'BrightView Windows', trade: 'Windows' },
  { name: 'CoolAir HVAC', trade: 'HVAC' },
] as const;

const SERVICES = [
  { name: 'Linen and laundry service', category: 'service', trade: 'Linen' },
  { name: 'Elevator maintenance', category: 'Maintenance', trade: 'Lifts' },
  { name: 'Pool care', category: 'service', trade: 'Pools' },
  { name: 'Pest control', category: 'service', trade: 'Pest Control' },
  { name: 'Grounds and landscaping', category: 'Maintenance', trade: 'Landscaping' },
  { name: 'Night security', category: 'service', trade: 'Security' },
  { name: 'Window cleaning', category: 'service', trade: 'Windows' },
  { name: 'HVAC maintenance', category: 'Maintenance', trade: 'HVAC' },
  { name: 'Fire alarm inspection', category: 'Maintenance', trade: 'Fire Safety' },
  { name: 'Kitchen hood cleaning', category: 'Maintenance', trade: 'Kitchen Hygiene' },
  { name: 'Waste collection', category: 'Utilities', trade: 'Waste' },
  { name: 'Electricity supply', category: 'Utilities', trade: 'Energy' },
  { name: 'Minibar supply', category: 'Supplies', trade: 'Beverages' },
  { name: 'Guest amenities supply', category: 'Supplies', trade: 'Amenities' },
  { name: 'Coffee machine lease', category: 'Equipment', trade: 'Coffee' },
  { name: 'Property management system', category: 'Software', trade: 'Hotel Systems' },
  { name: 'Property and liability cover', category: 'Insurance', trade: 'Insurance' },
  { name: 'Uniform rental', category: 'Supplies', trade: 'Workwear' },
] as const;

const PLACES = [
  'Airport',
  'Old Town',
  'Lakeside',
  'Marina',
  'Station',
  'Hillside',
  'Garden',
  'Bayfront',
  'Northgate',
  'Kingsway',
  'Cathedral',
  'Seafront',
];
/** Each file's new hotels are its own kind of house: 'Airport Plaza', 'Marina Grand'. */
const HOUSES = ['Plaza', 'Grand', 'Towers', 'Court', 'Palace', 'Manor'];
/** Each file's new vendors take their first word from their own six. */
const FIRSTS = [
  ['Apex', 'Bluebird', 'Crown', 'Delta', 'Evergreen', 'Falcon'],
  ['Granite', 'Horizon', 'Ironwood', 'Juniper', 'Keystone', 'Lighthouse'],
  ['Meridian', 'Northstar', 'Oakridge', 'Pinnacle', 'Quartz', 'Redwood'],
  ['Summit', 'Titan', 'Unity', 'Vanguard', 'Willow', 'Zenith'],
];
const TERMS = ['1 year', '2 years', '3 years', '36 months', '18 months', '5 years'];
const NOTICES = ['30 days', '60 days', '90 days', '3 months', '6 months', ''];
const HEADER = [
  'Contract name',
  'Property',
  'Supplier',
  'Category',
  'Start date',
  'End date',
  'Term',
  'Notice period',
  'Status',
];

/** A seeded generator: the same file on every run and machine. */
function random(seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const dmy = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

const csvCell = (text: string) => (/[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export interface RegisterFile {
  bytes: Buffer;
  rows: number;
  /** Rows naming several hotels (master agreements). */
  msaRows: number;
}

/** `rows` contract rows below a header, as Excel saves "CSV UTF-8": a byte order mark, CRLF line ends. */
export function registerCsv({ rows, file }: { rows: number; file: number }): RegisterFile {
  const { next, pick } = random(file + 1);
  const house = HOUSES[file % HOUSES.length] as string;
  const newProperties = PLACES.map((place) => `${place} ${house}`);
  const firsts = FIRSTS[file % FIRSTS.length] as string[];
  // Seven rows in ten are of the hotels the workspace knows.
  const property = (): string => (next() < 0.7 ? pick(KNOWN_PROPERTIES) : pick(newProperties));
  let msaRows = 0;
  const lines = [HEADER.join(',')];
  for (let i = 0; i < rows; i += 1) {
    const service = SERVICES[i % SERVICES.length] as (typeof SERVICES)[number];
    const hotels = [property()];
    if (i % 10 === 9) {
      msaRows += 1;
      while (hotels.length < 2 + (i % 20 === 19 ? 1 : 0)) {
        const another = property();
        if (!hotels.includes(another)) hotels.push(another);
      }
    }
    const known = KNOWN_VENDORS.find((vendor) => vendor.trade === service.trade);
    const vendor = known && next() < 0.5 ? known.name : `${pick(firsts)} ${service.trade}`;
    const start = new Date(
      Date.UTC(2019 + Math.floor(next() * 8), Math.floor(next() * 12), 1 + Math.floor(next() * 28)),
    );
    const years = 1 + Math.floor(next() * 5);
    const byEnd = next() < 0.5;
    const end = new Date(
      Date.UTC(start.getUTCFullYear() + years, start.getUTCMonth(), start.getUTCDate() - 1),
    );
    const name = `${service.name} – ${hotels.length > 1 ? 'group' : hotels[0]} #${file * 100_000 + i + 1}`;
    lines.push(
      [
        name,
        hotels.join('; '),
        vendor,
        service.category,
        dmy(start),
        byEnd ? dmy(end) : '',
        byEnd ? '' : pick(TERMS),
        pick(NOTICES),
        i % 40 === 39 ? 'Terminated' : 'Active',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return {
    bytes: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
    rows,
    msaRows,
  };
}
