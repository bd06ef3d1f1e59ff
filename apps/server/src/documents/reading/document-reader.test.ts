import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MAX_UPLOAD_BYTES } from '@keydate/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDoc } from '../../../test/support/doc.ts';
import { buildDocx } from '../../../test/support/docx.ts';
import {
  blankPagesPdf,
  corruptPdf,
  deeplyNestedPdf,
  docxZipBomb,
  encryptedPdf,
  manyParagraphsDocx,
  pageTreeLoopPdf,
  pdfFlateBomb,
  selfReferencingPdf,
} from '../../../test/support/hostile-documents.ts';
import { buildTextPdf } from '../../../test/support/pdf.ts';
import type { TDocumentKind } from '../document-kinds.ts';
import {
  closeDocumentReader,
  createDocumentReader,
  documentReader,
  MAX_CHARS,
  MAX_PAGES,
  READING_LIMITS,
  ReadingQueueFull,
  readDocument,
  type TDocumentReader,
} from './document-reader.ts';
import { STANDARD_FONT_DATA_URL } from './pdf-text.ts';
import type { TExtractedText } from './reading-types.ts';

// Lets the memory test collect garbage before each reading, so it measures what is kept, not what
// is merely not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const CONTRACT_PAGES = [
  ['MASTER SERVICES AGREEMENT', 'between Harbor Hotels LLC and Lift Care Inc.'],
  ['2. Term', 'The initial term is three (3) years from the Effective Date.'],
  ['IN WITNESS WHEREOF the parties have signed this Agreement.'],
];
const contractPdf = buildTextPdf(CONTRACT_PAGES);
const smallDocx = buildDocx(['Elevator maintenance agreement', 'Notice period: ninety (90) days.']);

/** The text a reader reads in a document, without the facts it states. */
const textWith = async (reader: TDocumentReader, input: { bytes: Uint8Array; kind: TDocumentKind }) =>
  (await reader.read(input)).text;
const pdf = (bytes: Uint8Array) => textWith(documentReader(), { bytes, kind: 'pdf' });
const docx = (bytes: Uint8Array) => textWith(documentReader(), { bytes, kind: 'docx' });

function textOf(answer: TExtractedText): string[] {
  if (answer.state !== 'text') throw new Error(`expected text, got ${JSON.stringify(answer)}`);
  return answer.pages;
}

afterAll(closeDocumentReader);

describe('readDocument: real documents', () => {
  it('reads a text PDF page by page, a line break where pdf.js ends a line', async () => {
    const answer = await pdf(contractPdf);
    expect(answer).toMatchObject({ state: 'text', pageCount: 3, truncated: false });
    const [first, second, third] = textOf(answer);
    expect(first).toBe('MASTER SERVICES AGREEMENT\nbetween Harbor Hotels LLC and Lift Care Inc.');
    expect(second).toContain('three (3) years from the Effective Date');
    expect(second).not.toContain('MASTER');
    expect(third).toContain('IN WITNESS WHEREOF');
  });

  it('reads the facts the text states in the child too, and none where there is no text', async () => {
    const read = await readDocument({ bytes: contractPdf, kind: 'pdf' });
    expect(read.facts.initialTerm).toMatchObject({ value: { value: 3, unit: 'YEARS' }, page: 2 });
    const stamped = await readDocument({ bytes: buildTextPdf([['Page 1 of 1']]), kind: 'pdf' });
    expect(stamped).toEqual({ text: { state: 'no_text_layer', pageCount: 1 }, facts: {} });
  });

  it('reads a DOCX as one page holding its paragraphs', async () => {
    const answer = await docx(smallDocx);
    expect(answer).toMatchObject({ state: 'text', pageCount: 1, truncated: false });
    expect(textOf(answer)).toEqual([
      'Elevator maintenance agreement\n\nNotice period: ninety (90) days.\n\n',
    ]);
  });

  it('reads a Word 97-2003 DOC as one page holding its paragraphs', async () => {
    const answer = await textWith(documentReader(), {
      bytes: buildDoc(['Boiler service contract', 'Term: two (2) years.']),
      kind: 'doc',
    });
    expect(answer).toEqual({
      state: 'text',
      pages: ['Boiler service contract\nTerm: two (2) years.\n'],
      pageCount: 1,
      truncated: false,
      recognisedPages: [],
    });
  });

  it('reads Arabic and Hebrew paragraphs as the characters they are', async () => {
    const arabic = 'يبدأ عقد الإيجار في الأول من يناير ٢٠٢٥';
    const hebrew = 'חוזה השכירות מתחיל באחד בינואר 2025';
    const [text] = textOf(await docx(buildDocx([arabic, hebrew])));
    expect(text).toBe(`${arabic}\n\n${hebrew}\n\n`);
  });

  it('reads no more than the page limit of a longer PDF, and says the text is cut', async () => {
    const limited = createDocumentReader({ maxPages: 2 });
    try {
      const answer = await textWith(limited, { bytes: contractPdf, kind: 'pdf' });
      expect(answer).toMatchObject({ state: 'text', pageCount: 3, truncated: true });
      expect(textOf(answer)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});

describe('readDocument: broken and hostile files', () => {
  it('answers unreadable for a PDF header followed by garbage', async () => {
    expect(await pdf(corruptPdf())).toEqual({ state: 'unavailable', reason: 'unreadable', pageCount: 0 });
  });

  it('answers encrypted for a PDF that needs a user password', async () => {
    expect(await pdf(encryptedPdf('lessee-2025'))).toEqual({
      state: 'unavailable',
      reason: 'encrypted',
      pageCount: 0,
    });
  });

  it('builds the encrypted PDF correctly: with its password pdf.js reads its text', async () => {
    const data = new Uint8Array(encryptedPdf('lessee-2025', 'Rent is due monthly'));
    const task = getDocument({ data, password: 'lessee-2025', standardFontDataUrl: STANDARD_FONT_DATA_URL });
    const document = await task.promise;
    const content = await (await document.getPage(1)).getTextContent();
    await task.destroy();
    expect(content.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain(
      'Rent is due monthly',
    );
  });

  it('answers no text layer for a PDF whose pages hold only page numbers, as a scan with a stamp does', async () => {
    const stamped = buildTextPdf([['Page 1 of 3'], ['Page 2 of 3'], ['Page 3 of 3']]);
    expect(await pdf(stamped)).toEqual({ state: 'no_text_layer', pageCount: 3 });
  });

  it('answers no text layer for 2,000 blank pages, reading no more than the page limit', async () => {
    const blank = blankPagesPdf(2_000);
    expect(blank.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(await pdf(blank)).toEqual({ state: 'no_text_layer', pageCount: 2_000 });
    expect(MAX_PAGES).toBeLessThan(2_000);
  });

  it('answers for arrays nested 100,000 deep, page trees that loop and objects that contain themselves', async () => {
    const files = [
      deeplyNestedPdf(100_000, 'page'),
      deeplyNestedPdf(100_000, 'content'),
      pageTreeLoopPdf(),
      selfReferencingPdf(),
    ];
    for (const file of files) {
      const answer = await pdf(file);
      expect(answer.state === 'unavailable' && answer.reason === 'timeout').toBe(false);
    }
    // The child that read them still reads.
    expect((await pdf(contractPdf)).state).toBe('text');
  });

  it.each(['truth', 'lie'] as const)(
    'answers too large for a DOCX zip bomb whose directory tells the %s',
    async (declared) => {
      const bomb = docxZipBomb(1024, declared);
      expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
      expect(await docx(bomb)).toEqual({ state: 'unavailable', reason: 'too_large', pageCount: 0 });
    },
  );

  it('answers unreadable for a DOCX that is not a zip', async () => {
    expect(await docx(smallDocx.subarray(0, 200))).toEqual({
      state: 'unavailable',
      reason: 'unreadable',
      pageCount: 0,
    });
  });

  it('reads a DOCX of 100,000 paragraphs within the time limit, cut to the text limit', async () => {
    const answer = await docx(manyParagraphsDocx(100_000));
    expect(answer).toMatchObject({ state: 'text', pageCount: 1, truncated: true });
    const [text = ''] = textOf(answer);
    expect(text.length).toBe(MAX_CHARS);
    expect(text.startsWith('Clause 1. The tenant keeps the premises in repair.\n\nClause 2.')).toBe(true);
  });
});

describe('readDocument: the child process under its limits', () => {
  it('answers timeout for a document read past the time limit, then reads the next one', async () => {
    // Inflating a gigabyte takes pdf.js seconds; the memory limit is lifted so that only time can stop it.
    const hurried = createDocumentReader({ timeoutMs: 500, memoryMb: 8192 });
    try {
      expect(await textWith(hurried, { bytes: pdfFlateBomb('blank', 1024), kind: 'pdf' })).toEqual({
        state: 'unavailable',
        reason: 'timeout',
        pageCount: 0,
      });
      expect((await textWith(hurried, { bytes: smallDocx, kind: 'docx' })).state).toBe('text');
    } finally {
      await hurried.close();
    }
  });

  it('refuses readings past its limit of waiting documents, reads the others, then reads again', async () => {
    const busy = createDocumentReader({ maxWaiting: 1 });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, () => textWith(busy, { bytes: blankPagesPdf(20), kind: 'pdf' })),
      );
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      const read = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      // One reading and one waiting: the other four are refused, not queued.
      expect(refused).toHaveLength(4);
      expect(refused.every((outcome) => outcome.reason instanceof ReadingQueueFull)).toBe(true);
      expect(read.map((outcome) => outcome.value)).toEqual(
        read.map(() => ({ state: 'no_text_layer', pageCount: 20 })),
      );
      expect((await textWith(busy, { bytes: smallDocx, kind: 'docx' })).state).toBe('text');
    } finally {
      await busy.close();
    }
  });

  it('answers for a DOC whose sector chain has no end, then reads the next one', async () => {
    const answer = await textWith(documentReader(), {
      bytes: buildDoc(['Endless'], { loop: true }),
      kind: 'doc',
    });
    expect(answer).toEqual({ state: 'unavailable', reason: 'too_large', pageCount: 0 });
    expect((await docx(smallDocx)).state).toBe('text');
  });

  it('reads documents in a row in one child, and a child killed for memory is gone before the answer', async () => {
    const reader = createDocumentReader();
    try {
      await textWith(reader, { bytes: smallDocx, kind: 'docx' });
      const first = reader.childPid();
      expect((await textWith(reader, { bytes: contractPdf, kind: 'pdf' })).state).toBe('text');
      expect(reader.childPid()).toBe(first);
      const bomb = textWith(reader, { bytes: pdfFlateBomb('blank', 1024), kind: 'pdf' });
      expect(await bomb).toEqual({ state: 'unavailable', reason: 'too_large', pageCount: 0 });
      expect(() => process.kill(first as number, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
      expect((await textWith(reader, { bytes: smallDocx, kind: 'docx' })).state).toBe('text');
      expect(reader.childPid()).not.toBe(first);
    } finally {
      await reader.close();
    }
  });

  // pdf.js's document code is loaded with the child, before the loader: loaded through it at the first
  // reading instead, it added some 190 MB there, and a busy machine pushed that past the 256 MB limit.
  it('reads its first PDF within a quarter of the memory limit', async () => {
    const frugal = createDocumentReader({ memoryMb: READING_LIMITS.memoryMb / 4 });
    try {
      expect(await textWith(frugal, { bytes: contractPdf, kind: 'pdf' })).toMatchObject({ state: 'text' });
    } finally {
      await frugal.close();
    }
  });

  it('replaces a child that kept more of its readings than it may, and reads on in a new one', async () => {
    // Below any growth: a reading may even leave its child smaller than it started (a collection
    // returned pages), which a limit of 0 would let through; this one replaces the child every time.
    const strict = createDocumentReader({ keptMb: -1 });
    try {
      expect((await textWith(strict, { bytes: contractPdf, kind: 'pdf' })).state).toBe('text');
      expect(strict.childPid()).toBeUndefined();
      expect((await textWith(strict, { bytes: contractPdf, kind: 'pdf' })).state).toBe('text');
    } finally {
      await strict.close();
    }
  });

  // Each bomb would end the test process if the memory limit were only V8's heap cap: a growing string
  // or array reaches it in one allocation, which Node answers by aborting the process. And what the
  // reading runs in a child process for: a thread killed for memory left some 340 MB in the process each
  // time (glibc keeps the arenas), where a killed child's memory goes back to the system. Nine readings,
  // each bounded by the time limit: a busy run takes a minute.
  it('answers six memory bombs and two long files in a row, and the server grows by less than 150 MB (16 MB of heap)', {
    timeout: 180_000,
  }, async () => {
    const tooLarge = { state: 'unavailable', reason: 'too_large', pageCount: 0 };
    const files = [
      { bytes: pdfFlateBomb('blank', 1024), kind: 'pdf' as const, answer: tooLarge },
      { bytes: docxZipBomb(1024, 'lie'), kind: 'docx' as const, answer: tooLarge },
      { bytes: pdfFlateBomb('string', 1024), kind: 'pdf' as const, answer: tooLarge },
      {
        bytes: blankPagesPdf(2_000),
        kind: 'pdf' as const,
        answer: { state: 'no_text_layer', pageCount: 2_000 },
      },
      { bytes: pdfFlateBomb('array', 1024), kind: 'pdf' as const, answer: tooLarge },
      { bytes: docxZipBomb(1024, 'truth'), kind: 'docx' as const, answer: tooLarge },
      {
        bytes: manyParagraphsDocx(100_000),
        kind: 'docx' as const,
        answer: { state: 'text', truncated: true },
      },
      { bytes: pdfFlateBomb('blank', 1024), kind: 'pdf' as const, answer: tooLarge },
    ];
    expect(files.every(({ bytes }) => bytes.length < 2 * 1024 * 1024)).toBe(true);
    collectGarbage();
    const before = process.memoryUsage();
    for (const { bytes, kind, answer } of files) {
      expect(await textWith(documentReader(), { bytes, kind })).toMatchObject(answer);
    }
    expect(textOf(await pdf(contractPdf))[0]).toContain('MASTER SERVICES AGREEMENT');
    collectGarbage();
    const after = process.memoryUsage();
    expect(after.rss - before.rss).toBeLessThan(150 * 1024 * 1024);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(16 * 1024 * 1024);
  });
});

describe('previewing a DOCX in the child', () => {
  const reader = createDocumentReader();
  afterAll(() => reader.close());

  it('makes its paragraphs HTML, with only web and mail links left', async () => {
    const preview = await reader.preview({
      bytes: buildDocx(['Linen <service> & laundry'], {
        'Unsafe link': 'javascript:alert(1)',
        'Vendor site': 'https://example.com/terms',
      }),
    });
    expect(preview).toEqual({
      state: 'html',
      html:
        '<p>Linen &lt;service&gt; &amp; laundry</p><p><a>Unsafe link</a></p>' +
        '<p><a href="https://example.com/terms">Vendor site</a></p>',
    });
  });

  it('answers too large for a zip bomb and unreadable for a file that is not a zip, then previews the next', async () => {
    expect(await reader.preview({ bytes: docxZipBomb(1024, 'lie') })).toEqual({
      state: 'unavailable',
      reason: 'too_large',
    });
    expect(await reader.preview({ bytes: smallDocx.subarray(0, 200) })).toEqual({
      state: 'unavailable',
      reason: 'unreadable',
    });
    expect((await reader.preview({ bytes: smallDocx })).state).toBe('html');
  });
});
