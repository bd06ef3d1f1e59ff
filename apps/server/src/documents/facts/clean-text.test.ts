import { describe, expect, it } from 'vitest';
import { cleanPages } from './clean-text.ts';

const page = (body: string, number: number) =>
  `Northwind Supply Terms\n${body}\nPage ${number} of 4\nSource: ACME HOLDINGS INC, 8-K, 6/3/2019\n`;

describe('cleanPages', () => {
  const pages = cleanPages([
    page('The Supplier ships the goods.', 1),
    page('The Buyer pays within thirty days.', 2),
    page('Either party may end it.', 3),
    page('This Agreement is signed on the 16t h day of May.', 4),
  ]);

  it('drops a header and a page number repeated on every page, and the filing stamp', () => {
    expect(pages[1]).toBe('The Buyer pays within thirty days.');
    expect(pages.join('\n')).not.toMatch(/Northwind|Page \d|Source:|6\/3\/2019/);
  });

  it('drops a filing stamp whose comma before the form a scan lost', () => {
    const [text] = cleanPages(['By /s/ Ann Lee\nSource: ACME HOLDINGS CORP. 8K, 6/4/2008 i = : HE oa']);
    expect(text).toContain('By /s/ Ann Lee');
    expect(text).not.toMatch(/Source|6\/4\/2008/);
  });

  it('drops a footer that names the document before its page number, at the end of a page', () => {
    const [first, second] = cleanPages([
      'The term is fifteen (15) years.\nEither party may end it on eighteen (18)\nSupply Agreement Page 23 of 75',
      'months notice.\nSupply Agreement Page 24 of 75',
    ]);
    expect(first).toBe('The term is fifteen (15) years.\nEither party may end it on eighteen (18)');
    expect(second).toBe('months notice.');
  });

  it('joins an ordinal split by the text layer', () => {
    expect(pages[3]).toBe('This Agreement is signed on the 16th day of May.');
  });

  it('joins a word split at a letter when the whole word is more common in the document', () => {
    const [text] = cleanPages([
      'SUPPLY AGREEMENT\nThe P ARTNER and the Company. Each PARTNER acts alone. A PARTNER signs. A PARTNER pays.',
    ]);
    expect(text).toContain('The PARTNER and the Company.');
    // "A PARTNER" stays two words: "APARTNER" is no word of the document.
    expect(text).toContain('A PARTNER signs.');
  });

  it('keeps a line that appears on only a few pages', () => {
    const [first] = cleanPages(['Schedule A\nPrices.', 'Other text.', 'More text.', 'Last text.']);
    expect(first).toBe('Schedule A\nPrices.');
  });

  it('drops a printed footer wherever it falls on the page, and rules drawn with dashes', () => {
    const footer = (number: number) => `-----------------------\nMarch 3, 2001 Page ${number}`;
    const cleaned = cleanPages([
      `Start of the text.\nMore text.\nEven more.\n${footer(1)}`,
      `Clause one ends here.\n${footer(2)}\n2 TERM\nThe term is one year.\nNothing else.`,
      `Clause two.\nStill clause two.\n${footer(3)}\nClause three.\nMore of it.\nAnd more.`,
      `${footer(4)}\nClause four.\nEnd of it.\nLast line.`,
    ]);
    expect(cleaned[1]).toBe('Clause one ends here.\n2 TERM\nThe term is one year.\nNothing else.');
    expect(cleaned.join('\n')).not.toMatch(/March 3|---/);
  });

  it('joins a word spaced out letter by letter when the word is found whole in the document', () => {
    const [text] = cleanPages([
      'This Lease is made the 2nd d a y of J u n e , 2 0 2 1 ( t h e "Start Date"). Rent is due on the first day of June and the last day of June.\nB E T W E E N: Ames and Brook. Parts a b c apply.',
    ]);
    expect(text).toContain('2nd day of June , 2021 ( the "Start Date")');
    // Spaced capitals are a heading's lettering; letters that make no word of the document stay apart.
    expect(text).toContain('B E T W E E N:');
    expect(text).toContain('Parts a b c apply.');
  });
});
