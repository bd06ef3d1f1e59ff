import { describe, expect, it } from 'vitest';
import { readParties } from './parties.ts';
import { readPreamble, readSignatureDate } from './preamble.ts';
import { toSentences } from './sentences.ts';

const preamble = (...pages: string[]) => readPreamble(toSentences(pages));

describe('readPreamble', () => {
  it('takes the opening where the document names itself over a cover page', () => {
    const result = preamble(
      'SUPPLY AGREEMENT between Ardent Mills Co. and Tovey Bakeries Ltd. dated as of March 2, 2015',
      'This Supply Agreement (the "Agreement") is entered into as of March 9, 2015 by and between Ardent Mills Co. and Tovey Bakeries Ltd.',
    );
    expect(result?.agreementDate?.value).toBe('2015-03-09');
  });

  it('takes the date of a cover page when the opening has none', () => {
    const result = preamble(
      'LICENSE AGREEMENT by and between Ardent Mills Co. and Tovey Bakeries Ltd. Dated as of March 2, 2015',
      'This License Agreement is made by and between Ardent Mills Co. and Tovey Bakeries Ltd.',
    );
    expect(result?.agreementDate?.value).toBe('2015-03-02');
  });

  it('reads the effective date the opening names, apart from the date it is signed', () => {
    const result = preamble(
      'This Affiliate Agreement dated May 5, 2012, effective as of January 1, 2012 ("Effective Date") is entered into by and between Ardent Mills Co. and Tovey Bakeries Ltd.',
    );
    expect(result?.agreementDate?.value).toBe('2012-05-05');
    expect(result?.effectiveDate?.value).toBe('2012-01-01');
  });

  it('reads an effective date the opening names without parentheses', () => {
    const result = preamble(
      'This Agreement, made and entered into this 4th day of May 2001, hereinafter called the Effective Date, between and among Ardent Mills Co. and Tovey Bakeries Ltd.',
    );
    expect(result?.effectiveDate?.value).toBe('2001-05-04');
  });

  it('reads a date the opening makes effective "this" day as its effective date', () => {
    expect(
      preamble(
        'This Consulting Agreement ("Agreement") effective as of this 1st day of March 2020 is hereby entered into between Gunston Consulting, LLC and Medalist Hotels, Inc.',
      )?.effectiveDate?.value,
    ).toBe('2020-03-01');
    expect(
      preamble(
        'This Strategic Alliance Agreement, made effective this 17th day of February 2016, is entered into by and between Edge Communications, LLC and Lift Care Inc.',
      )?.effectiveDate?.value,
    ).toBe('2016-02-17');
    expect(
      preamble(
        'This Agreement is made and entered into this 17th day of February 2016 by and between Edge Communications, LLC and Lift Care Inc.',
      )?.effectiveDate,
    ).toBeUndefined();
  });

  it('reads an opening whose parties follow in a sentence of their own', () => {
    const result = preamble(
      'THIS AGREEMENT is made the 15th day of December 2001. BETWEEN (1) Xinhua Data Ltd., a company of Beijing, and (2) Harbour Hotels Ltd.',
    );
    expect(result?.agreementDate?.value).toBe('2001-12-15');
    expect(
      preamble('THIS AGREEMENT is made the 15th day of December 2001. The Services are listed below.'),
    ).toBe(undefined);
  });

  it('finds the opening where a table of contents runs into it', () => {
    const contents = Array.from(
      { length: 14 },
      (_, i) => `${i + 1} Clause Heading Number ${i + 1} ${i + 2}`,
    ).join(' ');
    const result = preamble(
      'SERVICES AGREEMENT between Ardent Mills Co. and Tovey Bakeries Ltd.',
      'Execution version.',
      `CONTENTS ${contents} This Services Agreement is entered into as of July 8, 2016 by and between Ardent Mills Co. and Tovey Bakeries Ltd.`,
    );
    expect(result?.agreementDate?.value).toBe('2016-07-08');
  });

  it('reads the parties under a BETWEEN heading, spaced out or not, and an opening made in duplicate', () => {
    expect(
      preamble('THIS AGREEMENT made in duplicate this 3 day of June, 1997.\nB E T W E E N:\nOrla Foods Ltd.')
        ?.agreementDate?.value,
    ).toBe('1997-06-03');
    expect(
      preamble(
        'THIS AGREEMENT is made the 4th day of May 2003.\nBETWEEN\n(1) ORLA FOODS LIMITED of Leeds and (2) BRANT COMPANY of York',
      )?.agreementDate?.value,
    ).toBe('2003-05-04');
  });

  it('takes the day the opening is made over its effective date', () => {
    const result = preamble(
      'This Marketing Agreement shall be effective as of July 1, 2021 and is made and entered into this 2nd day of March, 2021 between Orla Foods Ltd. and Brant Packaging Co.',
    );
    expect(result?.agreementDate?.value).toBe('2021-03-02');
    expect(result?.effectiveDate?.value).toBe('2021-07-01');
  });

  it('leaves the dates of recitals alone', () => {
    const result = preamble(
      'This Services Agreement is made by and between Ardent Mills Co. and Tovey Bakeries Ltd. WHEREAS, the parties signed a letter of intent effective from June 16, 2010.',
    );
    expect(result?.effectiveDate).toBeUndefined();
    expect(result?.agreementDate).toBeUndefined();
  });

  it('does not take a governing-law sentence for the opening', () => {
    expect(
      preamble(
        'This Agreement shall be governed by the Convention on the Sale of Goods dated 11 April 1980.',
      ),
    ).toBeUndefined();
  });

  it('does not take a counterparts clause for the opening over one whose verb a scan misread', () => {
    const result = preamble(
      'This Outsourcing Agreement ("Agreement") is exccuted as of this 1st day of May 2006, by and between Virtual Item Processing Systems, Inc. and Brokers National Life Assurance Company ("BNL") of Austin, Texas.',
      'H. COUNTERPARTS. This Agreement may be executed in several counterparts, all of which taken together shall constitute one single agreement between the parties hereto.',
    );
    expect(result?.agreementDate?.value).toBe('2006-05-01');
    expect(result?.parties?.value).toEqual([
      'Virtual Item Processing Systems, Inc.',
      'Brokers National Life Assurance Company',
    ]);
  });
});

describe('readSignatureDate', () => {
  it('reads a closing sentence that dates the agreement', () => {
    expect(
      readSignatureDate(
        toSentences([
          '12.4 This Agreement is governed by Irish law.\n12.5 This Agreement is dated March 3, 2019.',
        ]),
      )?.value,
    ).toBe('2019-03-03');
  });

  it('reads "Dated:" and the date of the witness clause', () => {
    expect(
      readSignatureDate(toSentences(['The undersigned agree to file jointly.\nDated: May 4, 2021\nAcme LLC']))
        ?.value,
    ).toBe('2021-05-04');
    expect(
      readSignatureDate(
        toSentences(['IN WITNESS WHEREOF, the parties execute this Agreement as of June 9, 2019.']),
      )?.value,
    ).toBe('2019-06-09');
  });

  it("reads the witness clause run on from the sentence before it, and none of that sentence's dates", () => {
    // The full stop before the clause was lost (a scan): only the dates after the clause are its own.
    const runOn =
      'A facsimile copy dated as of December 5, 1995 shall be deemed an executed original thereof\n\nIN WITNESS WHEREOF, the parties hereto have executed this Agreement\nas of this 4th day of April 2003.';
    expect(readSignatureDate(toSentences([runOn]))?.value).toBe('2003-04-04');
    const before =
      'The assignment dated as of December 5, 1995 stays in force IN WITNESS WHEREOF of which they sign.';
    expect(readSignatureDate(toSentences([before]))).toBeUndefined();
  });

  it('reads the later of two "Date:" fields side by side, and no other date of a form', () => {
    const signed = (...pages: string[]) => readSignatureDate(toSentences(pages))?.value;
    expect(
      signed('For the Seller: Ana Ruiz, Director Date: 2-3-21 For the Buyer: Tom Eke, CFO Date: 2-10-21'),
    ).toBe('2021-02-10');
    expect(signed('Order Form. Start Date: May 1, 2020 Termination Date: April 30, 2022')).toBeUndefined();
  });

  it('reads the latest date beside the signatures, the day the last party signed', () => {
    const signed = (...pages: string[]) => readSignatureDate(toSentences(pages))?.value;
    expect(
      signed(
        'IN WITNESS WHEREOF, the parties have executed this Agreement by their representatives.\nVITABILIS, INC. By: /s/ Markus Frick Title: Director Date: 3/14/18\nVOTOCAST, INC. By: /s/ Steven Raack Title: CEO Date: 3/7/18',
      ),
    ).toBe('2018-03-14');
    expect(
      signed('THUS DONE AND SIGNED at Pretoria on this 31st day of March 2001 for and on behalf of SAP.'),
    ).toBe('2001-03-31');
    // The clause in other words, and cut short by a scan: the exhibit after the signatures is dated.
    const exhibit = 'EXHIBIT A TO SUPPLY AGREEMENT DATED June 2, 2008\nDESCRIPTION OF GOODS';
    for (const clause of ['IN WITNESS THEREOF, the', 'In witness hereof the', 'IN WITNESS WHERE QHhe']) {
      expect(
        signed(
          `${clause} parties have caused this Agreement to be signed by their officers.\nBy /s/ Ann Lee\n${exhibit}`,
        ),
        clause,
      ).toBe('2008-06-02');
    }
    expect(
      signed(
        'IN WITNESS WHEREOF, the parties sign below.\nThe price list of March 1, 2019 applies to every order.',
      ),
    ).toBeUndefined();
  });

  it('reads no date from an unfilled signature line', () => {
    expect(readSignatureDate(toSentences(['Dated: ____________, 2021']))).toBeUndefined();
  });
});

describe('readParties', () => {
  it('names each party up to its description, keeping a company suffix', () => {
    expect(
      readParties(
        'by and among Pell Media, Inc., a Delaware company located in Dover ("Pell"), Osei Travel Ltd. ("Osei") and Rhee & Co. having offices in Leeds',
      ),
    ).toEqual(['Pell Media, Inc.', 'Osei Travel Ltd.', 'Rhee & Co.']);
  });

  it('names no parties without two of them', () => {
    expect(readParties('This Agreement is made between the parties named below.')).toBeUndefined();
  });
});
