import { describe, expect, it } from 'vitest';
import { withoutSpecks } from './page-image.ts';
import { normaliseRecognisedText as mend } from './recognise-text.ts';

describe('the slips of recognition mended before the rules read the text', () => {
  it('drops specks read as symbols', () => {
    expect(mend('dated as of October 1,°1996 and RENEWAL PERIOD: *')).toBe(
      'dated as of October 1,1996 and RENEWAL PERIOD: ',
    );
  });

  it('drops a mark between a month and its day, and after a day’s number', () => {
    expect(mend('dated for reference March-13, 1996')).toBe('dated for reference March 13, 1996');
    expect(mend('as of Sept.—1, 2020')).toBe('as of Sept 1, 2020');
    expect(mend("this 30' day of June 2016")).toBe('this 30 day of June 2016');
    expect(mend('effective as of this 30" day of June 2016')).toBe(
      'effective as of this 30 day of June 2016',
    );
    expect(mend('made on this 1% day of December 2015')).toBe('made on this 1 day of December 2015');
    expect(mend('entered into as of the 26!" day of May 2017')).toBe(
      'entered into as of the 26 day of May 2017',
    );
    expect(mend('made effective this 1711 day of February 2016')).toBe(
      'made effective this 17 day of February 2016',
    );
    expect(mend('entered into this 17tP day of May, 2017 by')).toBe(
      'entered into this 17 day of May 2017 by',
    );
    expect(mend('entered into this 17th day of May, 2017 by')).toBe(
      'entered into this 17th day of May 2017 by',
    );
    expect(mend('made this 1l day of May 2017')).toBe('made this 1l day of May 2017');
    // A count of days, and a figure that is no day, stay.
    expect(mend('for 1511 days after')).toBe('for 1511 days after');
    expect(mend('the 4511 day of')).toBe('the 4511 day of');
  });

  it('drops marks around a number’s figure', () => {
    expect(mend('within fifteen (15). days of')).toBe('within fifteen (15) days of');
    expect(mend('at least ninety. (90) - days prior')).toBe('at least ninety (90) days prior');
    expect(mend('twenty-one, (21) days')).toBe('twenty-one (21) days');
  });

  it('drops a mark glued to the front of a word', () => {
    expect(mend('shall commence -upon April 1, 1999')).toBe('shall commence upon April 1, 1999');
  });

  it('drops a quotation mark between a day and its year, and a speck glued before a small word', () => {
    expect(mend('shall commence upon April 1,” 1999 and')).toBe('shall commence upon April 1, 1999 and');
    expect(mend('in violation.of the law, for-a period of the anniversary of.the date')).toBe(
      'in violation of the law, for a period of the anniversary of the date',
    );
  });

  it('reads the figure one in brackets where it was read as a letter', () => {
    expect(mend('for one (I) month periods and one (l) year')).toBe(
      'for one (1) month periods and one (1) year',
    );
  });

  it('reads an e with a speck over it as an e, and keeps a name’s final é', () => {
    expect(mend('entered into effectivé October 1,1996; thé térm of this Agreemént')).toBe(
      'entered into effective October 1,1996; the term of this Agreement',
    );
    expect(mend('the products of Arte Café')).toBe('the products of Arte Café');
  });

  it('reads a day one read as a letter or a bracket', () => {
    expect(mend('exercisable on June}, 1999, unless')).toBe('exercisable on June 1, 1999, unless');
    expect(mend("exercisable on June'l, 2000, unless")).toBe('exercisable on June 1, 2000, unless');
    expect(mend('exercisable on June.l, 2001, unless')).toBe('exercisable on June 1, 2001, unless');
    expect(mend('entered into prior to June I, 1994.')).toBe('entered into prior to June 1, 1994.');
    expect(mend('on May 2O, 2001 and')).toBe('on May 20, 2001 and');
    expect(mend('made this l5th day of June')).toBe('made this 15th day of June');
    expect(mend('entered into as of June Ist, 2020 (the')).toBe('entered into as of June 1, 2020 (the');
    expect(mend('entered into as of June 1st, 2020 (the')).toBe('entered into as of June 1st, 2020 (the');
    expect(mend('is made and effective as of] August 2019, by and')).toBe(
      'is made and effective as of 1 August 2019, by and',
    );
    expect(mend('as of [●] August 2019')).toBe('as of [●] August 2019');
    expect(mend('is made as of April 14% 2020 (the')).toBe('is made as of April 14, 2020 (the');
    // After one figure, the sign may stand for a second figure.
    expect(mend('dated as of December 2%, 2015 (the')).toBe('dated as of December 2%, 2015 (the');
  });

  it('drops marks between a day and its year, and before a month', () => {
    expect(mend('will begin on February 1, -1998 and end')).toBe('will begin on February 1, 1998 and end');
    expect(mend('dated February 28; 1996; and')).toBe('dated February 28, 1996; and');
    expect(mend('commence upon April 1,:1999. The')).toBe('commence upon April 1, 1999. The');
    expect(mend('effective as of -June 1, 1998.')).toBe('effective as of June 1, 1998.');
  });

  it('reads a unit and the figure one before it through specks', () => {
    expect(mend('renew for.an additional 6.months')).toBe('renew for an additional 6 months');
    expect(mend('no less than 3\nbusiness.days prior')).toBe('no less than 3\nbusiness days prior');
    expect(mend('upon personal delivery, i day after deposit')).toBe(
      'upon personal delivery, 1 day after deposit',
    );
  });

  it('mends a misread number word beside its figure, and a misread unit after a number', () => {
    expect(mend('for a period of sik (6) months, unless')).toBe('for a period of six (6) months, unless');
    expect(mend('not less than fifteen (15). ddys before')).toBe('not less than fifteen (15) days before');
    expect(mend('after the first three\nmoriths of the Term')).toBe(
      'after the first three\nmonths of the Term',
    );
    expect(mend('shall have a five-yedr term')).toBe('shall have a five-year term');
  });

  it('mends a misread figure beside the number it writes out, when the figures are as many', () => {
    expect(mend('shall automatically renew for an additional term of five (3) years')).toBe(
      'shall automatically renew for an additional term of five (5) years',
    );
    expect(mend('upon thirty (50) days’ notice')).toBe('upon thirty (30) days’ notice');
    // A number split by the recognition, or written in words the pattern takes in part.
    expect(mend('within forty- five (45) days')).toBe('within forty- five (45) days');
    expect(mend('within one-hundred twenty (120) days')).toBe('within one-hundred twenty (120) days');
  });

  it('closes a figure’s bracket the recognition missed', () => {
    expect(mend('the earlier of (a) the fifth (5th anniversary of')).toBe(
      'the earlier of (a) the fifth (5th) anniversary of',
    );
    expect(mend('upon thirty (30 days notice')).toBe('upon thirty (30) days notice');
  });

  it('reads a full stop before a company suffix as the comma it was, so the sentence goes on', () => {
    expect(mend('between Stremicks Heritage Foods. LLC ("Heritage") and')).toBe(
      'between Stremicks Heritage Foods, LLC ("Heritage") and',
    );
    expect(mend('National Football League Alumni. Inc. ("NFLA")')).toBe(
      'National Football League Alumni, Inc. ("NFLA")',
    );
    // A sentence may begin with a word a suffix is spelt like.
    expect(mend('paid by the parties. Co-operation shall')).toBe('paid by the parties. Co-operation shall');
    expect(mend('ends on the Term. Limited warranties')).toBe('ends on the Term. Limited warranties');
  });

  it('reads a defined name’s closing quotation mark read as a trade mark sign as the mark it was', () => {
    expect(mend('The duration of this Venture (the “Term™) will begin on March 1, 2020')).toBe(
      'The duration of this Venture (the “Term”) will begin on March 1, 2020',
    );
    expect(mend('(the “Effective Date™), by and between')).toBe('(the “Effective Date”), by and between');
    // A name's own trade mark sign, and one in running text, stay.
    expect(mend('the service (“Excite™”) shall')).toBe('the service (“Excite™”) shall');
    expect(mend('sold as Widget™ in the Territory')).toBe('sold as Widget™ in the Territory');
  });

  it('drops specks around small words and standing alone between words', () => {
    expect(mend('entered into.effective October')).toBe('entered into effective October');
    expect(mend('4. Term. The. term of this Agreement')).toBe('4. Term. The term of this Agreement');
    expect(mend('the anniversary of the .date of this')).toBe('the anniversary of the date of this');
    expect(mend('shall be construed in’ accordance with')).toBe('shall be construed in accordance with');
    expect(mend('provided that’ such information')).toBe('provided that such information');
    expect(mend('COMWARE . purchases an amount')).toBe('COMWARE purchases an amount');
    expect(mend('is entered into by and among. ASHWORTH, INC.')).toBe(
      'is entered into by and among ASHWORTH, INC.',
    );
  });

  it('drops lines of scraps and specks beside a page number', () => {
    expect(mend('STRATEGIC ALLIANCE AGREEMENT\n— MR ee Be ee a\nThis Strategic Alliance')).toBe(
      'STRATEGIC ALLIANCE AGREEMENT\nThis Strategic Alliance',
    );
    expect(mend('agreed to by both parties.\n-2- 5\nEe ee OU CS SE SS\nV. TERM AND TERMINATION')).toBe(
      'agreed to by both parties.\n-2-\nV. TERM AND TERMINATION',
    );
    expect(mend('A G R E E M E N T\nBy: By:\nor')).toBe('A G R E E M E N T\nBy: By:\nor');
  });

  it('keeps what a contract writes: ends of sentences, numbered items, dashes between words, thousands', () => {
    for (const text of [
      'within thirty days. (2) The Supplier',
      'the warranty. (3) Each party',
      'for twelve (12) months. The Term',
      'the Term — unless renewed',
      'a fee of $12,500 for 1,000 units',
      'on May 5, 2021',
      'Section 8.2 of the Agreement',
      'the then-current term of a non-exclusive licence',
      'Schedule (I) of the Agreement',
      'a fee of $1,200, due within thirty days',
      'the parties’ obligations upon thirty (30) days’ notice',
      'tested in 2 ways over three days',
      'a shelf life (365 days per year)',
      'Email: eric.cochran@example.com or www.example.com',
      'a. Exclusive online access',
      'shall hereafter become possessed of. For the avoidance of doubt',
      'By: /s/ Mark A. Augusti',
      'Chapter 4.2 : general requirements',
    ]) {
      expect(mend(text)).toBe(text);
    }
  });
});

describe('the page drawn for recognition', () => {
  it('turns specks of one or two pixels to paper and keeps the smallest print', () => {
    // A 6 by 6 page: a speck of one pixel, a speck of two touching at a corner, and a full stop of 2 by 2.
    const page = Buffer.alloc(36, 255);
    const ink = (x: number, y: number) => {
      page[y * 6 + x] = 40;
    };
    ink(0, 0);
    ink(4, 0);
    ink(5, 1);
    for (const [x, y] of [
      [1, 4],
      [2, 4],
      [1, 5],
      [2, 5],
    ] as const)
      ink(x, y);
    const { grey } = withoutSpecks({ width: 6, height: 6, grey: page, dpi: 200 });
    const inked = [...grey.keys()].filter((at) => (grey[at] ?? 255) < 128);
    expect(inked).toEqual([25, 26, 31, 32]);
  });
});
