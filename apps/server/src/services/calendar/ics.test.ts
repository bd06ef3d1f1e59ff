import { asCalendarDate } from '@keydate/domain';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsDate, icsDateTime, writeCalendar } from './ics.ts';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    // The backslash of an escape is not escaped again.
    expect(escapeText('\\n')).toBe('\\\\n');
    expect(escapeText('Spa: 10% off, "best"; ok')).toBe('Spa: 10% off\\, "best"\\; ok');
  });

  it('keeps tabs and drops other control characters', () => {
    expect(escapeText('a\tb\u0007c\u001fd\u007fe')).toBe('a\tbcde');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, the continuation space included', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(40)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(octets(physical[0] ?? '')).toBe(75);
    expect(octets(physical[1] ?? '')).toBe(75);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character at the fold', () => {
    // 74 ASCII octets, then a 4-octet emoji that would straddle the 75th octet.
    const emoji = '😀';
    const line = `${'a'.repeat(74)}${emoji}tail`;
    const folded = foldLine(line);
    const [first, second] = folded.split('\r\n');
    expect(first).toBe('a'.repeat(74));
    expect(second).toBe(` ${emoji}tail`);
    expect(unfold(folded)).toBe(line);
  });

  it('keeps 2-, 3- and 4-octet characters whole wherever the boundary falls', () => {
    for (const char of ['é', '€', '日', '😀', '👩‍👩‍👧']) {
      for (let prefix = 60; prefix <= 80; prefix += 1) {
        const line = `${'s'.repeat(prefix)}${char.repeat(30)}`;
        const folded = foldLine(line);
        const physical = folded.split('\r\n');
        for (const part of physical) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          // A split sequence would not survive a round trip through UTF-8 bytes.
          expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
          expect(part).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
        }
        expect(unfold(folded)).toBe(line);
      }
    }
  });
});

describe('dates', () => {
  it('writes a contract date as a DATE, and DTSTAMP in UTC', () => {
    expect(icsDate(asCalendarDate('2025-01-05'))).toBe('20250105');
    expect(icsDate(asCalendarDate('2024-02-29'))).toBe('20240229');
    expect(icsDateTime(new Date('2025-06-01T08:09:10.123Z'))).toBe('20250601T080910Z');
  });
});

describe('writeCalendar', () => {
  const calendar = writeCalendar({
    prodId: '-//Keydate//Contract dates//EN',
    name: 'Keydate: Seaside, Inns; Ltd',
    stamp: new Date('2025-06-01T08:00:00.000Z'),
    refreshMinutes: 60,
    events: [
      {
        uid: 'end-00000000-0000-4000-8000-000000000001@keydate',
        date: asCalendarDate('2025-12-31'),
        summary:
          'Contract ends: Laundry, linen; towels 🧺 for the Hôtel de la Plage and its annexe buildings',
        description: 'Properties: Harbour View, Beach House\nVendor: Acme\n\nOpen in Keydate: http://x/app',
        url: 'http://keydate.test/app/contracts/00000000-0000-4000-8000-000000000001',
      },
    ],
  });

  it('ends every line with CRLF and keeps every line within 75 octets', () => {
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(calendar.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of calendar.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('reads back through an independent parser with the same text and an all-day date', () => {
    const root = new ICAL.Component(ICAL.parse(calendar));
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    // ical.js keeps an X- property's value as written; RFC 5545 reads it as TEXT, so it is escaped.
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Keydate: Seaside\\, Inns\\; Ltd');
    const [vevent] = root.getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no event');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('end-00000000-0000-4000-8000-000000000001@keydate');
    expect(event.summary).toBe(
      'Contract ends: Laundry, linen; towels 🧺 for the Hôtel de la Plage and its annexe buildings',
    );
    expect(event.description).toBe(
      'Properties: Harbour View, Beach House\nVendor: Acme\n\nOpen in Keydate: http://x/app',
    );
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2025-12-31');
    expect(event.endDate.toString()).toBe('2026-01-01');
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-06-01T08:00:00Z');
  });
});
