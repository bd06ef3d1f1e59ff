import { describe, expect, it } from 'vitest';
import { toSentences } from './sentences.ts';

describe('toSentences', () => {
  it('splits at full stops but not after abbreviations', () => {
    const texts = toSentences(['Prices are in Amendment No. 5 and in U.S. Dollars. The buyer pays.']).map(
      (s) => s.text,
    );
    expect(texts).toEqual(['Prices are in Amendment No. 5 and in U.S. Dollars.', 'The buyer pays.']);
  });

  it('splits before a lettered list item that opens with a definition', () => {
    const texts = toSentences([
      'Terms used here: a) "Season" means the months of play. b) "Venue" means the home arena.',
    ]).map((s) => s.text);
    expect(texts).toEqual([
      'Terms used here: a) "Season" means the months of play.',
      'b) "Venue" means the home arena.',
    ]);
  });

  it('gives each sentence the heading of its section, on a line of its own or opening the paragraph', () => {
    const sentences = toSentences([
      'ARTICLE 4\nTERM\nThe term is two years.\n5. Fees. The fees are due monthly. Late fees accrue.\nRenewal.\nIt renews yearly.',
    ]);
    expect(sentences.map((s) => [s.heading, s.text])).toEqual([
      ['TERM', 'The term is two years.'],
      ['Fees', '5. Fees. The fees are due monthly.'],
      ['Fees', 'Late fees accrue.'],
      ['Renewal', 'It renews yearly.'],
    ]);
  });

  it('opens a section at an article number in capitals, after a line that ends no sentence', () => {
    const sentences = toSentences([
      'Either price applies, whichever is lower; and\nARTICLE – 7\nDURATION\n7.1 The deal lasts a year from signing, as set out in\nArticle 7\nof the deal.',
    ]);
    expect(sentences.map((s) => [s.heading, s.text])).toEqual([
      ['', 'Either price applies, whichever is lower; and'],
      ['DURATION', '7.1 The deal lasts a year from signing, as set out in Article 7 of the deal.'],
    ]);
  });

  it('opens a section at a clause numbered with figures after a line that ends on a comma, not at a list item', () => {
    // A scan read the full stop that ends 5.2 as a comma.
    const sentences = toSentences([
      'It binds Party B upon its execution,\n6. Effective Date and Term\n6.1 It is effective at once,\n(b) Payment Terms Apply\nto every order.',
    ]);
    expect(sentences.map((s) => [s.heading, s.text])).toEqual([
      ['', 'It binds Party B upon its execution,'],
      ['Effective Date and Term', '6.1 It is effective at once, (b) Payment Terms Apply to every order.'],
    ]);
  });

  it('reads a heading in capitals whose number a scan misread, not a line that opens with a short word', () => {
    // A scan read "7. TERM" as "bi TERM".
    const sentences = toSentences([
      'It covers the rights hereby granted.\nbi TERM\n7.1 The deal lasts ten years from its signing by both of the parties named above.\nof THE HOTEL\nhas its own rules.',
    ]);
    expect(sentences.map((s) => [s.heading, s.text])).toEqual([
      ['', 'It covers the rights hereby granted.'],
      [
        'TERM',
        '7.1 The deal lasts ten years from its signing by both of the parties named above. of THE HOTEL has its own rules.',
      ],
    ]);
  });

  it('reads a heading after a page number left in the text, and an unnumbered title-case heading', () => {
    const sentences = toSentences([
      '6.2 Caps. NEITHER PARTY OWES INDIRECT DAMAGES\n4\n7. DURATION\nThe deal lasts a year.\nFees and Payment\nFees are due monthly.',
    ]);
    expect(sentences.map((s) => [s.heading, s.text])).toEqual([
      ['Caps', '6.2 Caps. NEITHER PARTY OWES INDIRECT DAMAGES 4'],
      ['DURATION', 'The deal lasts a year.'],
      ['Fees and Payment', 'Fees are due monthly.'],
    ]);
  });

  it('reads a title followed by its first subsection as a heading, and no lead-in to a list', () => {
    const sentences = toSentences([
      '8. Length and ending 8.1 The deal lasts a year.\n9.2 The Buyer confirms that: (a) it holds every permit.',
    ]);
    expect(sentences.map((s) => s.heading)).toEqual(['Length and ending', 'Length and ending']);
  });

  it('keeps a numbered sentence broken after a verb or a joining word in one piece, not a heading', () => {
    const sentences = toSentences([
      '7. Renewal\n7.1 The Company may renew this Agreement\nfor one further year.\n14.6 This Agreement is\ndated April 29, 2010.',
    ]);
    expect(sentences.map((s) => [s.heading, s.text])).toEqual([
      ['Renewal', '7.1 The Company may renew this Agreement for one further year.'],
      ['Renewal', '14.6 This Agreement is dated April 29, 2010.'],
    ]);
  });

  it('does not end a sentence at a stray full stop inside a date', () => {
    const texts = toSentences([
      'Made on the 9th day of May. 2014 between the parties. It ends on June 30. 2016.',
    ]).map((s) => s.text);
    expect(texts).toEqual([
      'Made on the 9th day of May. 2014 between the parties.',
      'It ends on June 30. 2016.',
    ]);
  });

  it('places a sentence on the page where it starts, joining a word broken at the line end', () => {
    const sentences = toSentences([
      'The parties agree. This Agreement will termi-\nnate when',
      'the goods ship. Payment follows.',
    ]);
    expect(sentences.map((s) => [s.page, s.text])).toEqual([
      [1, 'The parties agree.'],
      [1, 'This Agreement will terminate when the goods ship.'],
      [2, 'Payment follows.'],
    ]);
  });

  it('keeps a first line in capitals inside the opening sentence', () => {
    const [first] = toSentences(['THIS LEASE AGREEMENT\nis made by Aster LLC and Brook Ltd.']);
    expect(first?.text).toBe('THIS LEASE AGREEMENT is made by Aster LLC and Brook Ltd.');
  });
});
