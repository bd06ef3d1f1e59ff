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
      onSigning: true,
    });
    expect(
      effective('This Agreement is effective as of that date (the "Effective Date") the portal goes live.'),
    ).toEqual({ event: true });
    expect(
      effective(
        '1.1 "Effective Date" shall mean the time when the Parties have confirmed in the notice to be given under Sections 9.1 and 9.2 that the permit has been granted.',
      ),
    ).toEqual({ event: true });
  });

  it('ties the effective date to the signing when the agreement takes effect on signature', () => {
    expect(
      effective('5.1 This Agreement shall come into force on the day it is signed by both parties.'),
    ).toEqual({ event: true, onSigning: true });
    expect(
      effective(
        'This Agreement may be signed in counterparts and shall become effective when each party has signed one.',
      ),
    ).toEqual({ event: false });
    expect(effective('This Agreement shall enter into force on the Execution Date.')).toEqual({
      event: false,
    });
  });

  it('reads an effective date as a title above the date, or defined for the agreement by its name', () => {
    expect(effective('ORDER SCHEDULE 3 EFFECTIVE DATE AUGUST 2, 2017 CUSTOMER: Bram Foods').fact?.value).toBe(
      '2017-08-02',
    );
    expect(effective('The Effective Date of this Services Agreement shall be: 9 May 2016').fact?.value).toBe(
      '2016-05-09',
    );
  });

  it('reads an agreement that comes into force, or a term that commences upon, a stated date', () => {
    expect(
      effective('This Agreement shall come into force as of July 1, 2015 and remain valid for two years.')
        .fact?.value,
    ).toBe('2015-07-01');
    expect(
      effective('The term of this Agreement shall commence upon October 3, 2012 and last one year.').fact
        ?.value,
    ).toBe('2012-10-03');
  });

  it('takes the opening date for a term that begins on the date of the document', () => {
    expect(
      effective('4. The "Term" shall begin on the date hereof and end on June 30, 2021.').fact?.value,
    ).toBe('2018-02-01');
    expect(
      effective('This lease is for a term of two years commencing on the date first above written.').fact
        ?.value,
    ).toBe('2018-02-01');
  });

  it('does not read the day a termination takes effect as the effective date', () => {
    expect(
      effective('Either party may terminate this Agreement, effective as of March 31, 2022, by notice.'),
    ).toEqual({ event: false });
  });

  it('ties a named effective date to the last signature', () => {
    expect(
      effective(
        'The services start on the date on which the last of the parties signs this Agreement (the "Effective Date").',
      ),
    ).toEqual({ event: true, onSigning: true });
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

  it('reads a definition that names itself before its verb', () => {
    expect(
      effective(
        'The Effective Date of this Services Agreement (hereinafter called the "Effective Date") is June 9, 2021.',
      ).fact?.value,
    ).toBe('2021-06-09');
  });

  it('reads the Effective Date before a Commencement Date defined as an event', () => {
    expect(
      effective(
        '"Commencement Date" shall mean the date on which the new plant has been completed. "Effective Date" shall mean May 4, 2020.',
      ).fact?.value,
    ).toBe('2020-05-04');
  });

  it('ties a definition to the signing when the parties’ signing is the event', () => {
    expect(
      effective('"Effective Date" shall mean the date on which both parties sign this Agreement.'),
    ).toEqual({
      event: true,
      onSigning: true,
    });
    expect(
      effective('"Effective Date" means the date the last party to sign has executed this Lease.'),
    ).toEqual({
      event: true,
      onSigning: true,
    });
    expect(
      effective(
        '"Effective Date" means the date on which the parties sign the closing memorandum after approval.',
      ),
    ).toEqual({ event: true });
  });

  it('ties the agreement to a signing named some words after "as of the date"', () => {
    expect(
      effective(
        'This Agreement shall take effect as of the date when the duly appointed officers of both companies sign below.',
      ),
    ).toEqual({ event: true, onSigning: true });
  });

  it('does not read the start of a fiscal or contract year as the effective date', () => {
    expect(
      effective(
        'The minimum purchase for the Distributor’s fiscal year beginning July 1, 2021 is 500 units.',
      ),
    ).toEqual({ event: false });
    expect(effective('Under this Agreement the second Contract Year commences on January 1, 2022.')).toEqual({
      event: false,
    });
    expect(
      effective('The term of this Agreement shall be two years commencing on January 1, 2022.').fact?.value,
    ).toBe('2022-01-01');
  });

  it('ties the agreement to the signing when its term begins on the date of execution', () => {
    expect(
      effective(
        '7. Duration. The term of this Supply Agreement shall commence on the date of execution and run for one year.',
      ),
    ).toEqual({ event: true, onSigning: true });
  });

  it('reads a start of what the sentence names the Term', () => {
    expect(
      effective(
        'The length of the partnership (the "Term") will begin on April 5, 2021 and run for two years.',
      ).fact?.value,
    ).toBe('2021-04-05');
  });
});
