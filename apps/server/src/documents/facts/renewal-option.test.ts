import { describe, expect, it } from 'vitest';
import { readRenewalOption } from './renewal-option.ts';
import { toSentences } from './sentences.ts';

const option = (text: string) => readRenewalOption(toSentences([text]))?.value;
const amount = (value: number, unit: string) => ({ value, unit });

describe('readRenewalOption', () => {
  it("reads the length of a party's option to renew, not the initial term before it", () => {
    expect(
      option(
        'Term. This Agreement shall continue for a period of five (5) years, and the Reseller shall have the option to renew this Agreement for an additional two (2) year period by notice given sixty (60) days before its end.',
      ),
    ).toEqual(amount(2, 'YEARS'));
  });

  it("reads a party's several options to extend the term", () => {
    expect(
      option(
        'Term. After the Initial Term, the Distributor holds two separate options to extend the Term of this Agreement for renewal terms of three (3) years each.',
      ),
    ).toEqual(amount(3, 'YEARS'));
  });

  it('reads extensions a party may make, written in words or in periods', () => {
    expect(
      option('Either party may extend the term of this Agreement for one further year by written notice.'),
    ).toEqual(amount(1, 'YEARS'));
    expect(
      option(
        'This Agreement may be extended by the Buyer for up to two (2) additional periods of six (6) months each.',
      ),
    ).toEqual(amount(6, 'MONTHS'));
  });

  it('reads a renewable agreement and a conditional extension', () => {
    expect(option('The Agreement shall be renewable for eighteen (18) month terms.')).toEqual(
      amount(18, 'MONTHS'),
    );
    expect(
      option('This term shall be extended for a 1 year period provided the sales target is met.'),
    ).toEqual(amount(1, 'YEARS'));
  });

  it('reads no renewal the parties must still agree on', () => {
    expect(
      option(
        'By mutual agreement of the Parties, the term of this Agreement may be extended by periods of two (2) years.',
      ),
    ).toBeUndefined();
  });

  it('reads no renewal of a licence, a review period or a notice', () => {
    expect(
      option('Under this Agreement the Licensee may renew the license for an additional three (3) years.'),
    ).toBeUndefined();
    expect(
      option('The review period under this Agreement may be extended for an additional thirty (30) days.'),
    ).toBeUndefined();
    expect(
      option(
        'Term. The Client may extend this Agreement by giving at least ninety (90) days prior written notice.',
      ),
    ).toBeUndefined();
  });

  it('reads an option after an aside, and one renewal counted before its length', () => {
    expect(
      option(
        'At the end of the Term the Licensee may, at its sole discretion, extend this Agreement for an additional period of three (3) years.',
      ),
    ).toEqual(amount(3, 'YEARS'));
    expect(
      option('The Reseller may, by written notice, renew this Agreement for one (1) six month period.'),
    ).toEqual(amount(6, 'MONTHS'));
  });
});
