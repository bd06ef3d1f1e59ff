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
});
