import { describe, expect, it } from 'vitest';
import {
  bareWords,
  checkFigures,
  chooseScanSample,
  mostMissed,
  pageTimes,
  scanOrder,
  sumRecoveries,
  wordCounts,
  wordsRecovered,
} from './scan-figures.ts';

describe('wordCounts', () => {
  it('counts lowercased runs of letters and digits, whatever separates them', () => {
    expect(wordCounts('The Term: ninety (90) days; the “Effective Date” is 1/2/2020.')).toEqual(
      new Map([
        ['the', 2],
        ['term', 1],
        ['ninety', 1],
        ['90', 1],
        ['days', 1],
        ['effective', 1],
        ['date', 1],
        ['is', 1],
        ['1', 1],
        ['2', 1],
        ['2020', 1],
      ]),
    );
    expect(wordCounts(' \n—')).toEqual(new Map());
  });
});

describe('wordsRecovered', () => {
  it('is the share of the text layer’s words found, each as often as it occurs', () => {
    const recovery = wordsRecovered('the term is the term', 'THE\nterm is tenn');
    expect(recovery.total).toBe(5);
    expect(recovery.found).toBe(3);
    expect(recovery.missed).toEqual(
      new Map([
        ['the', 1],
        ['term', 1],
      ]),
    );
  });

  it('does not count words the scan made up against it', () => {
    const recovery = wordsRecovered('notice period', 'notice ~ ee period a i');
    expect(recovery).toEqual({ total: 2, found: 2, missed: new Map() });
  });

  it('recovers nothing of an empty recognition, and has nothing to recover from an empty text layer', () => {
    expect(wordsRecovered('ninety days', '')).toMatchObject({ total: 2, found: 0 });
    expect(wordsRecovered('', 'ninety days')).toMatchObject({ total: 0, found: 0 });
  });
});

describe('sumRecoveries and mostMissed', () => {
  it('adds documents’ words and lists the words missed most, ties by the word', () => {
    const sum = sumRecoveries([wordsRecovered('a b b c', 'a'), wordsRecovered('b c d', 'd')]);
    expect(sum.total).toBe(7);
    expect(sum.found).toBe(2);
    expect(mostMissed(sum, 2)).toEqual(['b ×3', 'c ×2']);
  });
});

describe('scanOrder and chooseScanSample', () => {
  const files = Array.from({ length: 30 }, (_, i) => `CONTRACT_${i}.pdf`);
  const pagesOf = (file: string) => (Number(/\d+/.exec(file)?.[0]) % 4) * 5; // 0, 5, 10 or 15 pages

  it('orders files by a hash of their name: the same order whatever order they came in', () => {
    const order = scanOrder(files);
    expect(order).toHaveLength(files.length);
    expect(scanOrder([...files].reverse())).toEqual(order);
    expect(order).not.toEqual(files);
  });

  it('keeps the first files of that order with at most maxPages pages, opening no more than it needs', async () => {
    const asked: string[] = [];
    const sample = await chooseScanSample(
      files,
      async (file) => {
        asked.push(file);
        return pagesOf(file);
      },
      { count: 4, maxPages: 12 },
    );
    expect(sample).toHaveLength(4);
    expect(sample.every(({ pages }) => pages >= 1 && pages <= 12)).toBe(true);
    expect(sample.map(({ file }) => file)).toEqual(
      scanOrder(files)
        .filter((file) => pagesOf(file) >= 1 && pagesOf(file) <= 12)
        .slice(0, 4),
    );
    expect(asked).toEqual(scanOrder(files).slice(0, asked.length));
    expect(asked.at(-1)).toBe(sample.at(-1)?.file);
  });

  it('leaves out the first `skip` files that fit, for a sample apart from the usual one', async () => {
    const pages = async (file: string) => pagesOf(file);
    const first = await chooseScanSample(files, pages, { count: 6, maxPages: 12 });
    const after = await chooseScanSample(files, pages, { count: 3, maxPages: 12, skip: 3 });
    expect(after).toEqual(first.slice(3));
  });

  it('keeps only files of at least minPages pages when asked, for contracts longer than the usual ones', async () => {
    const sample = await chooseScanSample(files, async (file) => pagesOf(file), {
      count: 3,
      minPages: 13,
      maxPages: 40,
    });
    expect(sample.map(({ pages }) => pages)).toEqual([15, 15, 15]);
    expect(sample.map(({ file }) => file)).toEqual(
      scanOrder(files)
        .filter((file) => pagesOf(file) === 15)
        .slice(0, 3),
    );
  });

  it('takes what there is when fewer files fit', async () => {
    const sample = await chooseScanSample(files, async (file) => pagesOf(file), { count: 100, maxPages: 5 });
    expect(sample.map(({ pages }) => pages)).toEqual(Array(sample.length).fill(5));
    expect(sample).toHaveLength(files.filter((file) => pagesOf(file) === 5).length);
  });
});

describe('pageTimes', () => {
  it('gives each page the time until the next page starts, and the last the time until the answer', () => {
    expect(pageTimes([100, 350, 900], 1000)).toEqual([250, 550, 100]);
    expect(pageTimes([], 1000)).toEqual([]);
  });
});

describe('checkFigures', () => {
  const layer = bareWords(
    'made this 30th day of June 2016 (the “Effective Date”) by Acme; Section 9.1 applies',
  );

  it('finds a recognised word between the same neighbours in the text layer, its figures the same or not', () => {
    expect(checkFigures('this', '30', 'day', layer)).toBe('right');
    expect(checkFigures('this', '3O', 'day', layer)).toBe('misread');
    expect(checkFigures('section', '91', 'applies', layer)).toBe('right');
    expect(checkFigures('section', '9', 'applies', layer)).toBe('misread');
  });

  it('takes the words between the neighbours together: a date the text layer splits in two', () => {
    expect(checkFigures('this', '30', 'day', bareWords('made this 30 th day of June'))).toBe('right');
  });

  it('knows nothing where the neighbours are not found together, or hold no figure between them', () => {
    expect(checkFigures('thus', '30', 'day', layer)).toBe('unknown');
    expect(checkFigures('june', '2016', 'by', layer)).toBe('unknown');
    expect(checkFigures('the', '1', 'date', layer)).toBe('unknown');
  });
});
