import { COUNTED_FROM_AGREEMENT_DATE, COUNTED_FROM_EFFECTIVE_DATE } from '@keydate/domain';
import { describe, expect, it } from 'vitest';
import { readDocumentFacts } from './read-document-facts.ts';

// Short contracts written for these tests, one rule family each.
const OPENING =
  'This Equipment Maintenance Agreement (the "Agreement") is made and entered into as of the 3rd day of February, 2020 (the "Effective Date") by and between Harbor Tools Inc., a Texas corporation ("Harbor"), and Lindqvist Clinics AB ("Client").';

const facts = (...pages: string[]) => readDocumentFacts(pages);
const amount = (value: number, unit: string) => ({ value, unit });

describe('readDocumentFacts: the opening', () => {
  it('reads the title, the parties and the dates of the opening', () => {
    const result = facts(
      `EQUIPMENT MAINTENANCE AGREEMENT\n${OPENING}\n1. Services. Harbor services the pumps.`,
    );
    expect(result.title?.value).toBe('EQUIPMENT MAINTENANCE AGREEMENT');
    expect(result.parties?.value).toEqual(['Harbor Tools Inc.', 'Lindqvist Clinics AB']);
    expect(result.agreementDate).toMatchObject({ value: '2020-02-03', page: 1 });
    expect(result.effectiveDate?.value).toBe('2020-02-03');
    expect(result.agreementDate?.quote).toContain('3rd day of February, 2020');
  });

  it('reads the date of an opening whose parties follow "BETWEEN:", each on a line of its own in capitals', () => {
    const result = facts(
      'LINEN SERVICES AGREEMENT\nTHIS AGREEMENT made in duplicate this 20 day of November 1995.\nBETWEEN:\nHARBOUR LINEN LTD.\n("Harbour")\n- and -\nSEASIDE HOTELS INC.\n("Seaside")\nWHEREAS Harbour supplies linen to hotels;',
    );
    expect(result.agreementDate?.value).toBe('1995-11-20');
  });

  it('reads "dated as of" as the agreement date only', () => {
    const result = facts(
      'This Referral Agreement is dated as of 11 July 2017 between Pell Media LLC and Osei Travel Ltd.\nThe parties agree as follows.',
    );
    expect(result.agreementDate?.value).toBe('2017-07-11');
    expect(result.effectiveDate).toBeUndefined();
  });

  it('states no effective date when it is the date last signed', () => {
    const result = facts(
      'This Hosting Agreement is made between Vale Data Inc. and Corrin Shops LLC. The "Effective Date" means the date on which this Agreement is last signed below, as shown in the signature block.',
    );
    expect(result.effectiveDate).toBeUndefined();
  });

  it('states no effective date when the agreement is effective as of the date last signed', () => {
    const result = facts(
      'This Referral Agreement is effective as of the date last signed below (the "Effective Date") by and between Pell Media LLC and Osei Travel Ltd.\n2. Term. This Agreement shall continue for two (2) years from the Effective Date.',
    );
    expect(result.effectiveDate).toBeUndefined();
    expect(result.initialTerm?.value).toEqual(amount(2, 'YEARS'));
    expect(result.expirationDate).toBeUndefined();
  });

  it('starts an agreement made effective by the last signature on the later signature date', () => {
    const result = facts(
      'This Hosting Agreement is made between Vale Data Inc. and Corrin Shops LLC.\n2. Term. This Agreement shall continue for one (1) year from the Effective Date.\n9. Effective Date. The Effective Date of this Agreement shall be the later of the two dates on which the parties sign below.\nIN WITNESS WHEREOF, the parties sign this Agreement.\nVale Data Inc. By: /s/ R. Moss Date: 6-2-21 Corrin Shops LLC By: /s/ P. Ahn Date: 6-9-21',
    );
    expect(result.agreementDate?.value).toBe('2021-06-09');
    expect(result.effectiveDate?.value).toBe('2021-06-09');
    expect(result.expirationDate?.value).toBe('2022-06-09');
  });

  it('starts an agreement that takes effect on signature on the date it bears', () => {
    const result = facts(
      'This Consulting Agreement is dated 14 September 2019 between Pell Media LLC and Osei Travel Ltd.\n8. Duration. This Agreement shall take effect upon its execution by both parties and shall continue for two (2) years.',
    );
    expect(result.effectiveDate?.value).toBe('2019-09-14');
    expect(result.expirationDate?.value).toBe('2021-09-14');
  });

  it('keeps an amendment’s own date, not the amended agreement’s', () => {
    const result = facts(
      'This Second Amendment to the Supply Agreement dated as of May 2, 2011 is entered into as of August 9, 2016 by and between Orla Foods Inc. and Brant Packaging Co.',
    );
    expect(result.agreementDate?.value).toBe('2016-08-09');
  });

  it('returns nothing for an empty document', () => {
    expect(facts('', '  \n')).toEqual({});
  });
});

describe('readDocumentFacts: an opening made on its date', () => {
  const MADE =
    'This Marketing Agreement is made and entered into this 12th day of March, 2018 by and between Pell Media LLC and Osei Travel Ltd.';

  it('starts the agreement on the date it is made when its term counts from that date', () => {
    const result = facts(
      `${MADE}\n2. Term. This Agreement shall continue for one (1) year from the date hereof.`,
    );
    expect(result.effectiveDate?.value).toBe('2018-03-12');
    expect(result.expirationDate?.value).toBe('2019-03-12');
  });

  it('does not when no term counts from that date: the date is then the agreement date only', () => {
    const result = facts(`${MADE}\n2. Services. Pell Media shall market Osei Travel's tours in Europe.`);
    expect(result.agreementDate?.value).toBe('2018-03-12');
    expect(result.effectiveDate).toBeUndefined();
  });

  it('does not when the contract speaks of an Effective Date it leaves to something else', () => {
    const result = facts(`${MADE}\n2. Term. This Agreement shall become effective on the Effective Date.`);
    expect(result.agreementDate?.value).toBe('2018-03-12');
    expect(result.effectiveDate).toBeUndefined();
  });

  it('does not when the term starts on an event or a period runs from another date', () => {
    expect(
      facts(
        `${MADE}\n2. Term. The term shall be two (2) years, which shall commence on the date the first product is delivered.`,
      ).effectiveDate,
    ).toBeUndefined();
    expect(
      facts(`${MADE}\n3. Services. The campaign runs from April 2, 2018 to June 30, 2018.`).effectiveDate,
    ).toBeUndefined();
  });

  it('counts a term from the date signed, without making the opening’s date the effective date', () => {
    const result = facts(
      `${MADE}\n9. Term. This agreement shall stay in force initially for the three (3) year term ("First Term") from the date signed.`,
    );
    expect(result.expirationDate?.value).toBe('2021-03-12');
    expect(result.effectiveDate).toBeUndefined();
  });
});

describe('readDocumentFacts: the term', () => {
  it('computes the expiration from a term counted from the effective date', () => {
    const result = facts(
      OPENING,
      '7. Term. The term of this Agreement shall commence on the Effective Date and continue for a period of three (3) years from the Effective Date.',
    );
    expect(result.initialTerm?.value).toEqual(amount(3, 'YEARS'));
    expect(result.expirationDate).toMatchObject({ value: '2023-02-03', page: 2 });
  });

  it('reads an end date stated as a date', () => {
    const result = facts(
      `${OPENING}\n4. Term. This Agreement shall remain in full force and effect until June 30, 2024.`,
    );
    expect(result.expirationDate?.value).toBe('2024-06-30');
  });

  it('reads a perpetual agreement, but not a perpetual licence', () => {
    const agreement = facts(`${OPENING}\n5. Term. This Agreement shall continue in effect in perpetuity.`);
    expect(agreement.expirationDate?.value).toBe('perpetual');
    const licence = facts(
      `${OPENING}\n3. License. Harbor grants Client a perpetual, royalty-free license to use the manuals.`,
    );
    expect(licence.expirationDate).toBeUndefined();
  });
});

describe('readDocumentFacts: renewal and notice', () => {
  it('reads a renewal as long as the initial term when the clause says so', () => {
    const result = facts(
      `${OPENING}\n8. Term. The initial term of this Agreement is five (5) years from the Effective Date. Upon the expiry of the Initial Term this Agreement shall automatically renew for successive terms of the same duration, unless either party gives notice of non-renewal at least ninety (90) days before.`,
    );
    expect(result.renewalTerm).toMatchObject({ value: amount(5, 'YEARS') });
    expect(result.renewalTerm?.quote).toContain('same duration');
    expect(result.noticePeriod?.value).toEqual(amount(90, 'DAYS'));
  });

  it('reads a renewal with its notice inside the clause', () => {
    const result = facts(
      `${OPENING}\n8. Term and Renewal. This Agreement shall automatically renew for successive two (2) year periods unless either party gives written notice of non-renewal at least sixty (60) days prior to the end of the then-current term.`,
    );
    expect(result.renewalTerm?.value).toEqual(amount(2, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(60, 'DAYS'));
  });

  it('reads a notice stated in the sentence after the renewal', () => {
    const result = facts(
      `${OPENING}\n9. Renewal. After the initial term, this Agreement will renew automatically for additional twelve (12) month terms. A party that does not wish to renew shall notify the other no later than ninety (90) days before the expiration of the current term.`,
    );
    expect(result.renewalTerm?.value).toEqual(amount(12, 'MONTHS'));
    expect(result.noticePeriod?.value).toEqual(amount(90, 'DAYS'));
  });

  it('reads the term of an option to extend, but not its notice', () => {
    const result = facts(
      `${OPENING}\n10. Extension. Client may extend this Agreement for one additional period of one (1) year by written notice given thirty (30) days before the end of the term.`,
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod).toBeUndefined();
  });

  it('reads no notice period from termination for breach', () => {
    const result = facts(
      `${OPENING}\n11. Term. This Agreement shall renew automatically for successive one (1) year terms.\n12. Termination. Either party may terminate this Agreement upon written notice if the other party breaches it and fails to cure the breach within thirty (30) days of notice.`,
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod).toBeUndefined();
  });
});

describe('readDocumentFacts: quotes', () => {
  it('cuts a long sentence to a readable window around the fact', () => {
    const filler = 'and the Supplier shall keep the spare parts listed in the schedule in stock '.repeat(8);
    const result = facts(
      `${OPENING}\n6. Term. This Agreement shall continue for a period of five (5) years from the Effective Date, ${filler}.`,
    );
    expect(result.initialTerm?.value).toEqual(amount(5, 'YEARS'));
    expect(result.initialTerm?.quote.length).toBeLessThanOrEqual(302);
    expect(result.initialTerm?.quote).toContain('five (5) years');
  });
});

describe('readDocumentFacts: what an end was counted from', () => {
  it('says an end was counted from the agreement date when the document states no effective date', () => {
    const result = facts(
      'This Laundry Agreement is dated as of 11 July 2017 between Pell Linen LLC and Osei Hotels Ltd.\n2. Term. This Agreement shall continue for two (2) years from the Effective Date.',
    );
    expect(result.effectiveDate).toBeUndefined();
    expect(result.expirationDate).toMatchObject({ value: '2019-07-11', note: COUNTED_FROM_AGREEMENT_DATE });
  });

  it('says an end was counted from the effective date when the term runs from an undated event', () => {
    const result = facts(
      `${OPENING}\n2. Term. The term of this Agreement is five (5) years from the date of the first delivery of pumps.`,
    );
    expect(result.expirationDate).toMatchObject({ value: '2025-02-03', note: COUNTED_FROM_EFFECTIVE_DATE });
  });

  it('says nothing more of an end counted from a stated effective date, or stated itself', () => {
    const counted = facts(
      `${OPENING}\n2. Term. This Agreement shall continue for two (2) years from the Effective Date.`,
    );
    expect(counted.expirationDate).toEqual(expect.objectContaining({ value: '2022-02-03' }));
    expect(counted.expirationDate).not.toHaveProperty('note');
    const stated = facts(
      'This Laundry Agreement is dated as of 11 July 2017 between Pell Linen LLC and Osei Hotels Ltd.\n2. Term. This Agreement ends on December 31, 2019.',
    );
    expect(stated.expirationDate).toEqual(expect.objectContaining({ value: '2019-12-31' }));
    expect(stated.expirationDate).not.toHaveProperty('note');
  });
});

// One vocabulary serves every rule: a contract that says "Contract" for "Agreement", "will" for "shall",
// "Commencement Date" for "Effective Date" or "beginning" for "commencing" is read the same.
describe('readDocumentFacts: the same facts in other words', () => {
  const CONTRACT_OPENING =
    'This Laundry Service Contract (this "Contract") is made as of March 1, 2021 by and between Brightwash Ltd. and Harbour Hotels LLC.';

  it('reads a start date defined with "will mean" and a term of "this Contract"', () => {
    const result = facts(
      `${CONTRACT_OPENING}\n1. Definitions. "Commencement Date" will mean April 1, 2021.\n2. Term. The term of this Contract is two (2) years from the Commencement Date.`,
    );
    expect(result.effectiveDate?.value).toBe('2021-04-01');
    expect(result.expirationDate?.value).toBe('2023-04-01');
  });

  it('reads a Start Date definition as the start, and prefers a defined Effective Date to it', () => {
    const start = facts(
      `${CONTRACT_OPENING}\n1. Definitions. "Start Date" means June 1, 2021.\n2. Term. This Contract will remain in effect for one (1) year from the Start Date.`,
    );
    expect(start.effectiveDate?.value).toBe('2021-06-01');
    expect(start.expirationDate?.value).toBe('2022-06-01');
    const both = facts(
      `${CONTRACT_OPENING}\n1. Definitions. "Start Date" means June 1, 2021. "Effective Date" means March 15, 2021.`,
    );
    expect(both.effectiveDate?.value).toBe('2021-03-15');
  });

  it('reads a Commencement Date given as a form field, and a period beginning on it', () => {
    const result = facts(
      `LAUNDRY SERVICE CONTRACT\nCommencement Date: April 1, 2021\n${CONTRACT_OPENING}\n2. Term. This Contract will remain in effect for a three (3) year period beginning on the Commencement Date.`,
    );
    expect(result.effectiveDate?.value).toBe('2021-04-01');
    expect(result.expirationDate?.value).toBe('2024-04-01');
  });

  it('starts a term that commences on "the date of this Contract" on the date the opening bears', () => {
    const result = facts(
      `${CONTRACT_OPENING}\n2. Term. The Term shall commence on the date of this Contract and end on February 28, 2023.`,
    );
    expect(result.effectiveDate?.value).toBe('2021-03-01');
    expect(result.expirationDate?.value).toBe('2023-02-28');
  });

  it('names the opening\'s date the start when the term begins "on the date of this Contract"', () => {
    const result = facts(
      `${CONTRACT_OPENING}\n2. Term. The term of this Contract will begin on the date of this Contract (the "Commencement Date"), and will continue until the earlier of (i) December 31, 2022 and (ii) the sale of the hotel.`,
    );
    expect(result.effectiveDate?.value).toBe('2021-03-01');
    expect(result.expirationDate?.value).toBe('2022-12-31');
  });

  it('reads an end written as "the 31st day of December" after "the earlier of (i)"', () => {
    const result = facts(
      `${OPENING}\n2. Term. This Agreement shall continue until the earlier of (i) the 31st day of December, 2022 and (ii) the sale of the hotel.`,
    );
    expect(result.expirationDate?.value).toBe('2022-12-31');
  });

  it('does not take a length that follows the expiration ("a one-year period following") for the term', () => {
    const result = facts(
      `${OPENING}\n9. Staff. During the term of this Agreement, and for a one-year period following the expiration or earlier termination thereof, Client agrees not to hire Harbor staff.`,
    );
    expect(result.initialTerm).toBeUndefined();
    expect(result.expirationDate).toBeUndefined();
  });

  it('reads a date whose month is cut short ("Jan. 1, 2022") inside the term\'s sentence', () => {
    const result = facts(
      `${CONTRACT_OPENING}\n13.1 This Contract shall come into force as of Jan. 1, 2022 and remain valid for 1 year.`,
    );
    expect(result.effectiveDate?.value).toBe('2022-01-01');
    expect(result.expirationDate?.value).toBe('2023-01-01');
  });

  it('reads a term clause numbered "Section 13.1", and its list of ways to end early as no part of it', () => {
    const result = facts(
      `${CONTRACT_OPENING}\n13. Term.\nSection 13.1 The initial term of this Contract shall be for a period of five (5) years from the date first set forth above unless earlier terminated as follows:\nSection 13.1.1 In the event of material breach, the non-breaching party shall give the breaching party sixty (60) days written notice of such breach.`,
    );
    expect(result.expirationDate?.value).toBe('2026-03-01');
  });

  it('reads a clause numbered "Section 9.4" that has the agreement as its subject under another heading', () => {
    const result = facts(
      `${CONTRACT_OPENING}\n9. Fees and Payment.\nSection 9.4 This Contract shall remain in force for two (2) years from March 1, 2021.`,
    );
    expect(result.expirationDate?.value).toBe('2023-03-01');
  });

  it('ends the term on the date before the name "Initial Period"', () => {
    const result = facts(
      'This Strategic Alliance Contract, made effective this 17th day of February 2016, through February 16, 2019 (the "Initial Period") is entered into by and between Edge Linen LLC and Harbour Hotels LLC.',
    );
    expect(result.expirationDate?.value).toBe('2019-02-16');
  });

  it('reads the term named "Initial Period" apart from the renewal that follows it', () => {
    const result = facts(
      `${CONTRACT_OPENING}\n6.1 Term. The term of this Contract shall begin on March 1, 2021 and continue for three (3) years thereafter (the "Initial Period") and shall automatically renew for additional one (1) year periods (each a "Renewal Period") unless either party gives notice ninety (90) days before the end of the Initial Period or Renewal Period.`,
    );
    expect(result.expirationDate?.value).toBe('2024-03-01');
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(90, 'DAYS'));
  });

  it('reads the term and its start where a name opens with "hereinafter referred to as"', () => {
    const venture = facts(
      `${CONTRACT_OPENING}\n4. Duration. The duration of this Venture (hereinafter referred to as the "Term") will begin on March 1, 2020 and continue in full force and effect until February 28, 2025.`,
    );
    expect(venture.effectiveDate?.value).toBe('2020-03-01');
    expect(venture.expirationDate?.value).toBe('2025-02-28');
    const renewing = facts(
      `${CONTRACT_OPENING}\n6.1 Term. The term of this Contract shall begin on March 1, 2021 and continue for three (3) years thereafter (hereinafter referred to as the "Initial Term") and shall automatically renew for additional one (1) year terms.`,
    );
    expect(renewing.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
  });

  it('ends the term on an anniversary whose figures a scan left without their opening parenthesis', () => {
    const result = facts(
      `${OPENING}\n10.1 Term. The initial term of this Agreement shall commence on the Effective Date and end on the five 5) year anniversary of the Effective Date.`,
    );
    expect(result.expirationDate?.value).toBe('2025-02-03');
  });

  it('starts a term that "comes into force" or runs "with effect from" a date, and counts a length "with effect from" one', () => {
    const force = facts(
      `${CONTRACT_OPENING}\n4.1 Term. The Term shall come into force on the date of this Contract and shall end on December 31, 2022.`,
    );
    expect(force.effectiveDate?.value).toBe('2021-03-01');
    const effect = facts(
      `${CONTRACT_OPENING}\n2. Term. The term of the Franchise shall be twenty (20) years, with effect from January 1, 2016.`,
    );
    expect(effect.effectiveDate?.value).toBe('2016-01-01');
    expect(effect.expirationDate?.value).toBe('2036-01-01');
    const period = facts(
      `${OPENING}\n2. Term. The term of this Agreement ends with the Launch Period (that is, a three (3) year period with effect from the Effective Date).`,
    );
    expect(period.expirationDate?.value).toBe('2023-02-03');
  });

  it('does not take a duty that "will not" end for the term of the agreement', () => {
    const result = facts(
      `${OPENING}\n4. Deliverables.\n(c) Use. Client will not use the Deliverables during the term of this Agreement or after, in perpetuity, for any purpose other than its own clinics.`,
    );
    expect(result.expirationDate).toBeUndefined();
  });
});

// Hotel vendors often send an order form: the dates and the term as fields on the first page.
describe('readDocumentFacts: an order form', () => {
  it('reads a Start Date and an End Date field', () => {
    const result = facts(
      'LAUNDRY SERVICE AGREEMENT\nCustomer: Harbour Hotels LLC\nVendor: Brightwash Ltd.\nStart Date: June 1, 2021\nEnd Date: May 31, 2024\nThis Agreement renews automatically for successive one (1) year terms unless either party gives written notice of non-renewal at least sixty (60) days prior to the end of the then-current term.',
    );
    expect(result.effectiveDate?.value).toBe('2021-06-01');
    expect(result.expirationDate?.value).toBe('2024-05-31');
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(60, 'DAYS'));
  });

  it('counts a Contract Term field from the Contract Start Date field', () => {
    const result = facts(
      'PEST CONTROL SERVICE AGREEMENT\nThis Service Agreement is entered into on May 3, 2022 between Harbour Hotels LLC ("Client") and Orkin Pest Ltd. ("Provider").\nContract Start Date: June 1, 2022\nContract Term: 12 months\nThe Agreement will automatically renew for additional 12 month periods unless cancelled in writing 30 days before the renewal date.',
    );
    expect(result.effectiveDate?.value).toBe('2022-06-01');
    expect(result.initialTerm?.value).toEqual(amount(12, 'MONTHS'));
    expect(result.expirationDate?.value).toBe('2023-06-01');
  });

  it('reads a Term field over a month-to-month continuation after the initial term', () => {
    const result = facts(
      'WASTE COLLECTION AGREEMENT\nEffective Date: 01/15/2023\nTerm: Thirty-six (36) months from the Effective Date.\nAfter the initial term, this agreement shall continue month-to-month until terminated by either party on thirty (30) days written notice.',
    );
    expect(result.initialTerm?.value).toEqual(amount(36, 'MONTHS'));
    expect(result.expirationDate?.value).toBe('2026-01-15');
    expect(result.renewalTerm?.value).toEqual(amount(1, 'MONTHS'));
  });

  it('reads Renewal Term and Notice of Non-Renewal fields, and an Agreement Period field', () => {
    const fields = facts(
      'SERVICE ORDER\nCustomer: Harbour Hotels LLC\nService Start Date: March 1, 2023\nInitial Term: 36 months\nAutomatic Renewal: Yes\nRenewal Term: 12 months\nNotice of Non-Renewal: 60 days prior to end of term\nThis Services Agreement is made between Harbour Hotels LLC and Brightwash Ltd.',
    );
    expect(fields.expirationDate?.value).toBe('2026-03-01');
    expect(fields.renewalTerm?.value).toEqual(amount(12, 'MONTHS'));
    expect(fields.noticePeriod?.value).toEqual(amount(60, 'DAYS'));
    const period = facts(
      'This Services Agreement is made as of March 1, 2023 between Harbour Hotels LLC and Brightwash Ltd.\n2. Agreement Period: January 1, 2023 through December 31, 2025.',
    );
    expect(period.expirationDate?.value).toBe('2025-12-31');
  });

  it('reads a Term of Agreement field that runs from one date to another', () => {
    const result = facts(
      'SERVICE AGREEMENT\nTerm of Agreement: From June 1, 2023 to May 31, 2026\nThis Services Agreement is made between Harbour Hotels LLC and Brightwash Ltd.',
    );
    expect(result.effectiveDate?.value).toBe('2023-06-01');
    expect(result.expirationDate?.value).toBe('2026-05-31');
  });

  it('reads a Contract Period field written as a range of dotted dates', () => {
    const result = facts(
      "MAINTENANCE SERVICE CONTRACT\nContract No. 2023-114\nClient: Harbour Hotel Group\nProvider: Lift Co Ltd\nContract Period: 01.04.2023 - 31.03.2026\nThe contract is extended automatically by one year unless cancelled in writing by either party with 3 months' notice to the end of the contract period.",
    );
    expect(result.effectiveDate?.value).toBe('2023-04-01');
    expect(result.expirationDate?.value).toBe('2026-03-31');
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(3, 'MONTHS'));
  });

  it('does not end the term at a range that is not its own', () => {
    const result = facts(
      `${OPENING}\n2. Term. The term of this Agreement is renewed on the turnover during the period 1 July 2020 - 30 June 2021.`,
    );
    expect(result.expirationDate).toBeUndefined();
  });

  it("does not take a schedule's Term field deep in the document for the agreement's term", () => {
    const result = facts(
      `${OPENING}\n14. General. The term of this Agreement shall be five (5) years from the Effective Date.`,
      'Harbor services the pumps monthly.',
      'This schedule sets out the pump upgrade.\nTerm and Funding.\nCommencement: March 1, 2020 Term: Two (2) years, after which the parties review the upgrade plan.',
    );
    expect(result.expirationDate?.value).toBe('2025-02-03');
  });
});

describe('readDocumentFacts: renewals written plainly', () => {
  const SERVICES =
    'This Services Agreement is made as of March 1, 2023 (the "Effective Date") between Harbour Hotels LLC and Brightwash Ltd.';

  it('reads an auto-renewal for 12-month terms and the notice that stops it', () => {
    const result = facts(
      `${SERVICES}\n2. Term. This Agreement has an initial term of 24 months and will auto-renew for 12-month terms unless either party gives 60 days notice.`,
    );
    expect(result.renewalTerm?.value).toEqual(amount(12, 'MONTHS'));
    expect(result.noticePeriod?.value).toEqual(amount(60, 'DAYS'));
  });

  it('reads "renews annually" and a notice before the anniversary date', () => {
    const result = facts(
      `${SERVICES}\n2. Term. This Agreement is for one year and renews annually. Either party may cancel this agreement by giving 30 days' written notice prior to the anniversary date.`,
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(30, 'DAYS'));
  });

  it('starts a term that "shall run from" a date on that date', () => {
    const result = facts(
      'This Services Agreement is made between Harbour Hotels LLC and Brightwash Ltd.\n2. Term. The term of this contract shall run from 1 June 2023 until 31 May 2026.',
    );
    expect(result.effectiveDate?.value).toBe('2023-06-01');
    expect(result.expirationDate?.value).toBe('2026-05-31');
  });

  it('reads a cancellation that must be received before the renewal date as the notice', () => {
    const result = facts(
      `${SERVICES}\n2. Term. This Agreement will automatically renew for additional one-year terms. Cancellation must be received in writing 90 days prior to the renewal date.`,
    );
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(90, 'DAYS'));
  });

  it('reads an agreement that goes on from year to year after its end', () => {
    const result = facts(
      `${SERVICES}\n2. Term. This Agreement shall remain in force until February 28, 2026 and thereafter from year to year unless terminated by either party by giving not less than three (3) months written notice before the end of any contract year.`,
    );
    expect(result.expirationDate?.value).toBe('2026-02-28');
    expect(result.renewalTerm?.value).toEqual(amount(1, 'YEARS'));
    expect(result.noticePeriod?.value).toEqual(amount(3, 'MONTHS'));
  });
});
