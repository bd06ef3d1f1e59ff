import { asCalendarDate } from '@keydate/domain';
import { describe, expect, it } from 'vitest';
import { readEffectiveDate } from './effective-date.ts';
import { toSentences } from './sentences.ts';

const opening = {
  value: asCalendarDate('2018-02-01'),
  quote: 'This Agreement is made as of February 1, 2018',
  page: 1,
};
const effective = (text: string) => readEffectiveDate(toSentences([text]), opening);

describe('readEffectiveDate', () => {
  it('reads a definition with a date, and a form field', () => {
    expect(effective('1.9 "Effective Date" means April 3, 2018.').fact?.value).toBe('2018-04-03');
    expect(effective('Agreement No. 12 Effective Date: April 3, 2018 Term: 1 Year').fact?.value).toBe(
      '2018-04-03',
    );
  });

  it('takes the opening date when the contract points back to it', () => {
    expect(effective('"Effective Date" means the date first written above.').fact?.value).toBe('2018-02-01');
    expect(
      effective('18.1 This Agreement shall become effective on the date and year first above written.').fact
        ?.value,
    ).toBe('2018-02-01');
  });

  it('states no date when the effective date is an event', () => {
    expect(effective('"Effective Date" means the date of the last signature below.')).toEqual({
      event: true,
    });
    expect(
      effective('This Agreement is effective as of that date (the "Effective Date") the portal goes live.'),
    ).toEqual({ event: true });
  });

  it('reads this agreement’s commencement, not another agreement’s effective date', () => {
    expect(effective('3. Term. This Agreement shall commence on March 1, 2018.').fact?.value).toBe(
      '2018-03-01',
    );
    expect(
      effective('This Section replaces the Mutual NDA between the Parties, which was effective May 2, 2016.'),
    ).toEqual({
      event: false,
    });
    expect(
      effective(
        'WHEREAS, the parties have entered into a Hosting Agreement dated May 2, 2016 (the "Effective Date").',
      ),
    ).toEqual({ event: false });
  });
});
