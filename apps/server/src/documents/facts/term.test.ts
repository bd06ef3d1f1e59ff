import { asCalendarDate } from '@keydate/domain';
import { describe, expect, it } from 'vitest';
import { toSentences } from './sentences.ts';
import { readTerm, type TTermStarts } from './term.ts';

const starts: TTermStarts = {
  effectiveDate: asCalendarDate('2021-03-15'),
  agreementDate: asCalendarDate('2021-03-01'),
};
const term = (text: string, given = starts) => readTerm(toSentences([text]), given);
const end = (text: string, given = starts) => term(text, given).expirationDate?.value;

describe('readTerm: lengths and their start', () => {
  it('counts from the effective date, or from the date the document bears for "the date hereof"', () => {
    expect(
      end('4. Term. This Agreement shall remain in force for two (2) years from the Effective Date.'),
    ).toBe('2023-03-15');
    expect(end('4. Term. The term of this Agreement is eighteen (18) months from the date hereof.')).toBe(
      '2022-09-01',
    );
    expect(
      end('4. Term. The term of this Agreement is twelve (12) months from the date of the Agreement.'),
    ).toBe('2022-03-01');
  });

  it('reads an end date field under an Agreement Period heading beside payment terms', () => {
    const sentence = {
      text: 'Start Date: March 1, 2021 Termination Date: February 28, 2026 PAYMENT TERMS Buyer pays each invoice within 45 days.',
      page: 3,
      heading: 'AGREEMENT PERIOD',
      order: 0,
    };
    expect(readTerm([sentence], starts).expirationDate?.value).toBe('2026-02-28');
  });

  it('judges the subject on the words before a proviso', () => {
    expect(
      end(
        'Duration: This Agreement shall take effect on the Effective Date and shall expire on June 30, 2024; provided, however, that the licences granted under Schedule 2 shall continue until sold out.',
      ),
    ).toBe('2024-06-30');
  });

  it('reads a length named in passing and counted from the date signed', () => {
    expect(
      end(
        '12. Term. This contract shall remain in effect initially for the two (2) year term ("Base Term") from the date signed.',
      ),
    ).toBe('2023-03-01');
    expect(
      end(
        '12. Term. This contract shall be in force for a four (4) year period (the "Base Period") from the Effective Date.',
      ),
    ).toBe('2025-03-15');
  });

  it('reads a length named as a period that commences on the effective date', () => {
    expect(
      end(
        '7. Term. The Term shall start on the Effective Date and end with the Launch Phase (that is, a two (2) year period commencing on the Effective Date).',
      ),
    ).toBe('2023-03-15');
  });

  it('reads a term whose aside names early termination for breach', () => {
    expect(
      end(
        '4.1 Term. Unless sooner terminated under Section 4.3 (Termination for Breach), this Agreement shall remain in force for three (3) years from the Effective Date.',
      ),
    ).toBe('2024-03-15');
    expect(end('4.3 Breach. Upon a breach, this Agreement shall remain in force for thirty (30) days.')).toBe(
      undefined,
    );
  });

  it('counts from a date the sentence gives as the start', () => {
    expect(
      end('Term. This Lease Agreement shall commence on July 1, 2020 and continue for one (1) year.'),
    ).toBe('2021-07-01');
  });

  it('counts "from that date" from the date the sentence commences on', () => {
    expect(
      end(
        'Term. The term shall commence on 2 May 2022 and expire on the day that is six (6) months from that date.',
      ),
    ).toBe('2022-11-02');
  });

  it('ends a term counted from a later event that long after the stated effective date', () => {
    const result = term(
      'Term. This Agreement shall continue for five (5) years from the first commercial sale.',
    );
    expect(result.initialTerm?.value).toEqual({ value: 5, unit: 'YEARS' });
    expect(result.expirationDate?.value).toBe('2026-03-15');
  });

  it('gives a term but no end when the start is an event and no effective date is stated', () => {
    const result = term(
      'Term. This Agreement shall continue for five (5) years from the first commercial sale.',
      { agreementDate: starts.agreementDate },
    );
    expect(result.initialTerm?.value).toEqual({ value: 5, unit: 'YEARS' });
    expect(result.expirationDate).toBeUndefined();
  });

  it('reads "for at least a period of" and "for not less than a period of" as the term', () => {
    expect(
      end('Duration. This Agreement shall continue in operation for at least a period of ten (10) years.'),
    ).toBe('2031-03-15');
    expect(
      end(
        'Duration. This Agreement shall continue in operation for not less than a period of ten (10) years.',
      ),
    ).toBe('2031-03-15');
    expect(
      end(
        'Duration. This Agreement shall continue in operation for no less than a period of ten (10) years.',
      ),
    ).toBe('2031-03-15');
  });

  it('gives no end from the effective date when the contract ties that date to an event', () => {
    const result = term('Term. This Agreement shall continue for one (1) year from the Effective Date.', {
      agreementDate: starts.agreementDate,
      effectiveIsEvent: true,
    });
    expect(result.initialTerm?.value).toEqual({ value: 1, unit: 'YEARS' });
    expect(result.expirationDate).toBeUndefined();
  });

  it('reads anniversaries in words, digits and "n-year" form', () => {
    expect(
      end('Term. This Agreement shall continue until the third (3rd) anniversary of the Effective Date.'),
    ).toBe('2024-03-15');
    expect(
      end('Term. This Agreement shall extend until the four (4) year anniversary of the Effective Date.'),
    ).toBe('2025-03-15');
  });
});

describe('readTerm: lengths after the start', () => {
  it('reads a term that begins on the effective date and ends a length "thereafter"', () => {
    expect(
      end(
        'The Initial Term of this Agreement is the period beginning on the Effective Date and ending three (3) years thereafter.',
      ),
    ).toBe('2024-03-15');
  });

  it('ends a term "through the day before" an anniversary on the anniversary', () => {
    expect(
      end(
        'The Initial Term shall mean the Effective Date through the day prior to the third anniversary of the Effective Date.',
      ),
    ).toBe('2024-03-15');
  });

  it('reads the term before a list of the ways to end it early', () => {
    expect(
      end(
        '12.1 This Agreement shall remain in force for four (4) years from the Effective Date unless terminated as follows: (a) by either party upon a material breach not cured within thirty (30) days.',
      ),
    ).toBe('2025-03-15');
  });
});

describe('readTerm: stated ends', () => {
  it('reads the stated date of a term that lasts until the later of a date and an event', () => {
    expect(
      end(
        'Term. This Agreement shall remain in effect until the later of (a) June 30, 2024 or (b) the delivery of the last order.',
      ),
    ).toBe('2024-06-30');
  });

  it('reads an end on the last day of a stated month, and of the month in which a length runs out', () => {
    expect(end('Term. This Agreement shall expire on the last day of June, 2027.')).toBe('2027-06-30');
    expect(
      end(
        'Expiration Date: at midnight on the last day of the month fifteen (15) years from the Effective Date.',
      ),
    ).toBe('2036-03-31');
  });

  it('reads an end date, and the end of a year', () => {
    expect(
      end('Term. The Initial Term shall commence on the Effective Date and conclude on May 31, 2024.'),
    ).toBe('2024-05-31');
    expect(end('This agreement will be in effect until the end of 2022 and then reviewed.')).toBe(
      '2022-12-31',
    );
  });

  it('reads a term that "ends at" a date', () => {
    expect(end('The term of this Agreement starts on May 1, 2021 and ends at June 30, 2026.')).toBe(
      '2026-06-30',
    );
  });

  it('does not read "an additional year" as the term', () => {
    expect(
      term(
        'Term. If Buyer wishes, the parties will discuss continuing this Agreement for an additional year.',
      ).initialTerm,
    ).toBeUndefined();
  });

  it('reads the anniversary of the earlier of an anniversary and an event, not one after an end', () => {
    expect(
      end(
        'Term. This Agreement shall continue until the earlier of (a) the second anniversary of the Effective Date and (b) its termination on notice.',
      ),
    ).toBe('2023-03-15');
    expect(
      end(
        'Term. The term of this Agreement shall end on the first anniversary of the expiration of the last Work Order.',
      ),
    ).toBeUndefined();
  });

  it('reads the date after a "Termination Date:" field of the term', () => {
    expect(end('Term. Start Date: April 1, 2020 Termination Date: March 31, 2025')).toBe('2025-03-31');
  });

  it('reads a cover sheet\'s "Expiration Date:" field outside a Term section', () => {
    expect(end('Start Date: May 1, 2021 Expiration Date: April 30, 2026 Signed for the Buyer: ____')).toBe(
      '2026-04-30',
    );
  });

  it('reads an agreement that shall be in effect until a date', () => {
    expect(end('12. The Agreement shall be in effect until May 4, 2025, unless cancelled sooner.')).toBe(
      '2025-05-04',
    );
  });

  it('reads a term that ends as of a date', () => {
    expect(
      end(
        'The Term shall begin on the date hereof and, unless ended sooner under Section 9, shall end as of June 30, 2027.',
      ),
    ).toBe('2027-06-30');
  });

  it('does not read "prior to" a date as the end', () => {
    expect(
      end('Term. This Agreement shall remain in effect, and any order placed prior to June 1, 2022 stands.'),
    ).toBe(undefined);
  });
});

describe('readTerm: what surrounds the term', () => {
  it('reads the term before a proviso, whatever the proviso speaks of', () => {
    expect(
      end(
        'This Agreement will take effect on the Effective Date and remain in effect for a period of 1 year; provided, that Section 2 shall terminate upon any breach of a System Agreement.',
      ),
    ).toBe('2022-03-15');
    expect(
      end(
        'This Agreement shall continue for a period of one (1) year ("Term"), provided however, that the Parties may extend the Term by a written addendum.',
      ),
    ).toBe('2022-03-15');
  });

  it('reads the term defined in a list of definitions, and an end named "the Term"', () => {
    expect(
      end(
        'In this Agreement these words have the meanings below: (b) "Initial Term" shall mean the period starting on the Effective Date and ending on October 15, 2023.',
      ),
    ).toBe('2023-10-15');
    expect(
      end(
        'The sponsorship rights granted to Sponsor begin on the Effective Date and will expire on August 31, 2022 (the "Term").',
      ),
    ).toBe('2022-08-31');
  });

  it('reads a definition of the term itself, but not of another period', () => {
    expect(
      end(
        '"Contract Period" means that period of time commencing upon execution of this Agreement and terminating on May 31, 2016.',
      ),
    ).toBe('2016-05-31');
    expect(end('"Payment Period" means the period of this Agreement ending on May 31, 2016.')).toBe(
      undefined,
    );
  });

  it('reads a term named in brackets before its verb', () => {
    expect(
      end(
        'The duration of this Venture (the "Term") will begin on March 1, 2020 and continue in full force and effect until February 28, 2025.',
      ),
    ).toBe('2025-02-28');
  });
});

describe('readTerm: no end', () => {
  it('reads an agreement that continues thereafter until terminated as perpetual', () => {
    expect(
      end(
        'This Agreement shall take effect on the date first written above and shall continue in effect thereafter until terminated under Section 9.',
      ),
    ).toBe('perpetual');
  });

  it('reads an agreement that continues until terminated as perpetual', () => {
    expect(end('9. Term. This Agreement shall continue in effect until terminated by either party.')).toBe(
      'perpetual',
    );
  });

  it('reads an agreement that continues until its termination as perpetual, not until a termination date', () => {
    expect(
      end('5. Term. This Agreement will begin today and will continue until termination as set out below.'),
    ).toBe('perpetual');
    expect(
      end('Term. The Agreement shall remain in effect until the termination of this Supply Agreement.'),
    ).toBe('perpetual');
    expect(end('Term. This Agreement shall continue until the termination date set out in Schedule 2.')).toBe(
      undefined,
    );
  });

  it('reads the other ways of saying the agreement has no end as perpetual', () => {
    expect(
      end('Term. This Agreement and the licence granted herein shall remain effective until terminated.'),
    ).toBe('perpetual');
    expect(
      end(
        'The term of this Agreement will commence on the date of approval and will end when terminated by either party.',
      ),
    ).toBe('perpetual');
    expect(
      end('This Agreement will remain in force for perpetuity or until otherwise agreed in writing.'),
    ).toBe('perpetual');
    expect(end('Period of services: this Agreement is valid for an indefinite term.')).toBe('perpetual');
    expect(end('Term. The licence shall remain effective until terminated.')).toBe(undefined);
    // A severability clause's "indefinite" is a provision's vagueness.
    expect(
      end(
        'Term. If any clause of this Agreement shall be held to be indefinite, invalid, illegal or otherwise unenforceable, the balance of this Agreement shall continue in full force and effect.',
      ),
    ).toBe(undefined);
  });

  it('reads an agreement that lasts until an event it does not date as perpetual', () => {
    expect(
      end('7. Term. This Agreement shall continue in force until the Owner no longer owns any Receivables.'),
    ).toBe('perpetual');
    expect(
      end(
        'Term. The term of this Agreement shall continue in effect until Buyer ceases to sell the Product ("Term").',
      ),
    ).toBe('perpetual');
    expect(
      end(
        'Term. This Agreement will commence on the Effective Date and continue through the completion of the Services.',
      ),
    ).toBe('perpetual');
    expect(
      end(
        'This Agreement shall remain in full force and effect until revoked by any party hereto in writing.',
      ),
    ).toBe('perpetual');
  });

  it('reads an agreement that lasts until something else it does not date ends as perpetual', () => {
    expect(
      end(
        '13.1 Term. This Agreement shall become effective on the Effective Date and shall remain in effect on a product-by-product and country-by-country basis until the expiration of the Royalty Term applicable to such product and country.',
      ),
    ).toBe('perpetual');
    expect(
      end(
        'Term. This Agreement will be effective on the Effective Date and ending on the expiration and/or termination of all Service Attachments.',
      ),
    ).toBe('perpetual');
    expect(
      end(
        'The term of cooperation under this Agreement shall commence from the execution date hereof and end on the expiration date of the operation term of the Supplier.',
      ),
    ).toBe('perpetual');
  });

  it('does not read the end of its own term, a dated end or one defined elsewhere as having no end', () => {
    expect(
      end('Term. This Agreement shall continue in effect until the expiration of the Initial Term.'),
    ).not.toBe('perpetual');
    expect(
      end(
        'Term. This Agreement shall continue until the expiration of the Warranty Period as defined in subsection 9(a) of this Agreement.',
      ),
    ).toBeUndefined();
    expect(
      end(
        'Term. This Agreement shall continue until the expiration of the period of twelve (12) months after the Launch.',
      ),
    ).not.toBe('perpetual');
    // Not a term: the board's size during a period.
    expect(
      end(
        'The Company agrees that, during the period from the execution of this Agreement until the expiration of the Standstill Period, the size of the Board shall not be increased.',
      ),
    ).toBeUndefined();
  });
  it('does not read what survives the agreement and becomes perpetual as the agreement having no end', () => {
    expect(
      end(
        '12.4 Effect of Expiration. Upon expiration of this Agreement, (i) Sections 9.1.1 (Scope of Grants) and 9.1.2 (License Grant to Exploit) shall survive and become perpetual, irrevocable, and royalty-free, (ii) no royalties shall be payable.',
      ),
    ).toBeUndefined();
  });

  it('does not read an end stated elsewhere, an outer limit or a blank as an undated event', () => {
    expect(end('Term. This Agreement shall remain in effect until the expiry of the Initial Term.')).toBe(
      undefined,
    );
    expect(end('Term. This Agreement shall continue until the date set out in Exhibit A.')).toBe(undefined);
    expect(
      end(
        'Term. This Agreement shall continue until all Sponsor benefits are delivered, but in no event beyond the end of the season.',
      ),
    ).toBe(undefined);
    expect(end('Term. This Agreement shall be valid until the [***] (the "Initial Term").')).toBe(undefined);
  });

  it('reads an agreement that lasts for so long as a state lasts as perpetual, not a duty that does', () => {
    expect(
      end(
        'Term. This Agreement shall continue to be in full force and effect for so long as the Distributor holds shares of the Company.',
      ),
    ).toBe('perpetual');
    expect(
      end(
        'Term. The confidentiality obligations shall continue for so long as the information remains secret.',
      ),
    ).toBeUndefined();
  });

  it('reads the agreement as perpetual when it lasts with its licence, not a licence alone', () => {
    expect(
      end('Term. This Agreement and the licence granted under it shall remain in effect perpetually.'),
    ).toBe('perpetual');
    expect(end('Duration. The licence granted hereunder shall endure indefinitely.')).toBe(undefined);
    expect(end('Term. Seller grants Buyer a perpetual, royalty-free license to the manuals.')).toBe(
      undefined,
    );
  });

  it('does not read a perpetual licence, even under the Term heading', () => {
    expect(end('9. Term. On expiry, the licenses granted to Buyer become perpetual and irrevocable.')).toBe(
      undefined,
    );
  });
});

describe('readTerm: sentences that are not the term', () => {
  it('ignores a survival tail, a cure period and a definition', () => {
    expect(
      term(
        'Each party shall keep the information secret while this Agreement remains in effect and for two (2) years thereafter.',
      ),
    ).toEqual({});
    expect(
      term(
        'Term. Either party may terminate this Agreement if the other breaches it and fails to cure within sixty (60) days.',
      ),
    ).toEqual({});
    expect(
      term('1.4 "Contract Year" means each period of twelve (12) months starting on the Effective Date.'),
    ).toEqual({});
  });

  it('ignores the term of something else', () => {
    expect(term('The Payment Term shall be thirty (30) days from the date of each invoice.')).toEqual({});
  });

  it('reads a sentence whose subject is the term of this agreement under a heading left behind', () => {
    const result = term(
      '9. Limitation of Liability. Neither party owes lost profits.\nThe term of this Agreement shall be two (2) years from the Effective Date.',
    );
    expect(result.expirationDate?.value).toBe('2023-03-15');
  });

  it('prefers the sentence under the Term heading to one elsewhere', () => {
    const result = term(
      '3. Warranty. This Agreement shall continue to cover the goods for a period of one (1) year.\n12. Term. This Agreement shall continue for three (3) years from the Effective Date.',
    );
    expect(result.initialTerm?.value).toEqual({ value: 3, unit: 'YEARS' });
  });
});

describe('readTerm: where the term is stated', () => {
  it('reads the term before a list of the ways to end early, whatever the list speaks of', () => {
    expect(
      end(
        '14.1 The term of this Agreement shall be fifteen (15) years from the Effective Date, unless sooner terminated in accordance with the following provisions: (a) mutual written agreement; (b) breach not cured within thirty (30) days; (c) loss of the exclusive license from the Ministry.',
      ),
    ).toBe('2036-03-15');
  });

  it('reads the length said of the term, not of another period, from the date it commences on', () => {
    expect(
      end(
        '3. Term. The set-up period shall be for a period of three (3) months to commence on April 1, 2021, and the remaining term of this Agreement shall be for a period of thirty (30) months to commence on the planned opening date of July 1, 2021.',
      ),
    ).toBe('2024-01-01');
  });

  it('does not read when a notice takes effect as the term', () => {
    const sentence = {
      text: '15.3 Notices. Any notice under this Agreement will be in writing and will be effective when delivered by hand, or five (5) days after mailing.',
      page: 9,
      heading: 'Notices',
      order: 0,
    };
    expect(readTerm([sentence], starts).expirationDate).toBe(undefined);
  });

  it('does not read the least length a term may have as the term', () => {
    expect(
      end(
        'Term. The term of this Agreement will not be shorter than two (2) years after the first display of the banners.',
      ),
    ).toBe(undefined);
  });
});
