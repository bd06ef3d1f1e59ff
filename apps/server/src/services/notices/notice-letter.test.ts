import { text as streamText } from 'node:stream/consumers';
import { asCalendarDate } from '@keydate/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { eachEntry, entryStream, openZip } from '../../documents/reading/zip-reader.ts';
import {
  type NoticeLetter,
  noticeLetterFileName,
  noticeLetterParagraphs,
  renderNoticeLetterDocx,
  renderNoticeLetterPdf,
} from './notice-letter.ts';

const QUOTE =
  'Either party may terminate this Agreement at the end of the Initial Term by giving not less than ninety (90) days’ written notice to the other party.';

const LETTER: NoticeLetter = {
  date: asCalendarDate('2026-03-03'),
  sender: { organisation: 'Harbor Hotels LLC', signatory: 'Dana Reyes' },
  vendor: { name: 'Lift Care Inc.', contactPerson: 'Sam Ortiz', email: 'sam@liftcare.example' },
  agreement: {
    name: 'Elevator maintenance',
    date: asCalendarDate('2024-07-01'),
    parties: ['Harbor Hotels LLC', 'Lift Care Inc.'],
  },
  termEnd: asCalendarDate('2026-06-30'),
  clause: { quote: QUOTE, page: 4 },
};

const BARE: NoticeLetter = {
  ...LETTER,
  sender: { organisation: 'Harbor Hotels LLC', signatory: null },
  vendor: { name: null, contactPerson: null, email: null },
  agreement: { name: 'Elevator maintenance', date: null, parties: [] },
  termEnd: null,
  clause: null,
};

/** The text of a DOCX's body, a line per run, with the XML entities decoded. */
async function docxText(docx: Buffer): Promise<string> {
  const zip = await openZip(docx);
  let xml = '';
  await eachEntry(zip, async (entry) => {
    if (entry.fileName === 'word/document.xml') xml = await streamText(await entryStream(zip, entry));
  });
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
    .map((match) =>
      (match[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name] ?? ''),
    )
    .join('\n');
}

/** The PDF's text as pdf.js reads it, one string per page, runs of white space made single spaces. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' '));
  }
  await document.destroy();
  return pages;
}

describe('the notice letter’s lines', () => {
  it('refer to the agreement, give notice for the term end and quote the clause', () => {
    expect(noticeLetterParagraphs(LETTER)).toEqual({
      heading: 'Notice of non-renewal: Elevator maintenance',
      paragraphs: [
        'March 3, 2026',
        'Lift Care Inc.\nAttn: Sam Ortiz\nsam@liftcare.example',
        'We refer to Elevator maintenance, dated July 1, 2024, between Harbor Hotels LLC and Lift Care Inc.',
        'We hereby give notice that we do not wish to renew the agreement. It will end at the end of its current term, on June 30, 2026, and not renew.',
        'This notice is given under the following provision of the agreement (page 4):',
        `“${QUOTE}”`,
        'Please confirm receipt of this notice in writing.',
        'Yours faithfully,',
        'Dana Reyes\nHarbor Hotels LLC',
      ],
    });
  });

  it('leave out what is not known, and leave a line to sign on', () => {
    const { paragraphs } = noticeLetterParagraphs(BARE);
    expect(paragraphs).toEqual([
      'March 3, 2026',
      'To whom it may concern',
      'We refer to Elevator maintenance.',
      'We hereby give notice that we do not wish to renew the agreement. It will end at the end of its current term and not renew.',
      'Please confirm receipt of this notice in writing.',
      'Yours faithfully,',
      expect.stringMatching(/^_{10,}\nHarbor Hotels LLC$/),
    ]);
  });

  it('put a quote from a document on one line, whatever its line breaks and control characters', () => {
    const clause = { quote: '  Either party\r\nmay\fterminate\u0000 this\tAgreement. ', page: 2 };
    expect(noticeLetterParagraphs({ ...LETTER, clause }).paragraphs).toContain(
      '“Either party may terminate this Agreement.”',
    );
  });
});

describe('the notice letter as DOCX', () => {
  it('says what the lines say, with the clause and its page', async () => {
    const text = await docxText(await renderNoticeLetterDocx(LETTER));
    expect(text).toContain('Notice of non-renewal: Elevator maintenance');
    expect(text).toContain('Lift Care Inc.');
    expect(text).toContain('Attn: Sam Ortiz');
    expect(text).toContain('June 30, 2026');
    expect(text).toContain('(page 4)');
    expect(text).toContain(`“${QUOTE}”`);
    expect(text).toContain('Dana Reyes');
  });

  it('says nothing of a provision when the clause is not known', async () => {
    const text = await docxText(await renderNoticeLetterDocx(BARE));
    expect(text).toContain('To whom it may concern');
    expect(text).toContain('It will end at the end of its current term and not renew.');
    expect(text).not.toContain('provision');
    expect(text).not.toContain('“');
  });

  it('keeps characters outside Latin-1 as they are', async () => {
    const clause = { quote: 'Notice → 通知 must be in writing.', page: 1 };
    expect(await docxText(await renderNoticeLetterDocx({ ...LETTER, clause }))).toContain(
      '“Notice → 通知 must be in writing.”',
    );
  });
});

describe('the notice letter as PDF', () => {
  it('is a PDF whose text says what the lines say', async () => {
    const pdf = await renderNoticeLetterPdf(LETTER);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [text, ...more] = await pdfPages(pdf);
    expect(more).toEqual([]);
    expect(text).toContain('Notice of non-renewal: Elevator maintenance');
    expect(text).toContain('Lift Care Inc.');
    expect(text).toContain('June 30, 2026');
    expect(text).toContain('(page 4)');
    for (const word of QUOTE.split(' ')) expect(text).toContain(word);
  });

  it('is titled with the heading', async () => {
    const pdf = await renderNoticeLetterPdf(LETTER);
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const { info } = await document.getMetadata();
    await document.destroy();
    expect(info).toMatchObject({ Title: 'Notice of non-renewal: Elevator maintenance' });
  });

  it('wraps a long quote onto the next page', async () => {
    const quote = `${'The Supplier shall give notice in writing of any change to the Services. '.repeat(60)}Last words.`;
    const pages = await pdfPages(await renderNoticeLetterPdf({ ...LETTER, clause: { quote, page: 9 } }));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Last words.');
    expect(pages[1]).toContain('Yours faithfully,');
  });

  it('draws what Helvetica cannot as "?" rather than failing', async () => {
    const clause = { quote: 'Notice → 通知 “in writing” – café, 😀 Œuvre.', page: 1 };
    const letter = { ...LETTER, agreement: { ...LETTER.agreement, name: 'Ascenseur → 电梯' }, clause };
    const text = (await pdfPages(await renderNoticeLetterPdf(letter))).join(' ');
    expect(text).toContain('Notice of non-renewal: Ascenseur ? ??');
    expect(text).toContain('“Notice ? ?? “in writing” – café, ? Œuvre.”');
  });
});

describe('the notice letter’s file name', () => {
  it('names the agreement, without characters unsafe in file names', () => {
    const letter = {
      ...LETTER,
      agreement: { ...LETTER.agreement, name: 'Lease 2024/25: "A" <B> C\\D|E?*\u202eF.' },
    };
    expect(noticeLetterFileName(letter, 'docx')).toBe(
      'Notice of non-renewal - Lease 2024_25_ _A_ _B_ C_D_E__F.docx',
    );
    expect(noticeLetterFileName(LETTER, 'pdf')).toBe('Notice of non-renewal - Elevator maintenance.pdf');
  });

  it('stays short for a long name, and has a name for an empty one', () => {
    const long = { ...LETTER, agreement: { ...LETTER.agreement, name: 'x'.repeat(500) } };
    expect(noticeLetterFileName(long, 'pdf').length).toBeLessThan(160);
    const empty = { ...LETTER, agreement: { ...LETTER.agreement, name: ' \n ' } };
    expect(noticeLetterFileName(empty, 'docx')).toBe('Notice of non-renewal - agreement.docx');
  });
});
