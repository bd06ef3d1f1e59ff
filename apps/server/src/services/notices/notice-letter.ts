// The notice of non-renewal a workspace sends a vendor, as a Word document and as a PDF. Both formats are
// drawn from the same lines (noticeLetterParagraphs), so they never say different things. Pure: no
// database, no network, no font files (the PDF uses pdfkit's built-in Helvetica).
import { formatLongDate, type TCalendarDate } from '@keydate/domain';

export interface NoticeLetter {
  /** The day the letter is dated, 'YYYY-MM-DD'. */
  date: TCalendarDate;
  /** The sender: the workspace (company) name, and the person signing (the contract owner or the admin asking). */
  sender: { organisation: string; signatory: string | null };
  /** The vendor addressed: its name, contact person and email (any may be null). */
  vendor: { name: string | null; contactPerson: string | null; email: string | null };
  /** The agreement: its name in Keydate, its date (agreement/effective date, may be null), its parties as the document names them (may be empty). */
  agreement: { name: string; date: TCalendarDate | null; parties: string[] };
  /** The end of the current term: the agreement ends there. */
  termEnd: TCalendarDate | null;
  /** The notice clause quoted from the signed document, with its page; null when the document was not read. */
  clause: { quote: string; page: number } | null;
}

// ── The letter's lines ─────────────────────────────────────────────────────────────────────────────

const SIGNATURE_LINE = '______________________________';

/** One line of text from the records or the signed document: no control characters, single spaces. */
const clean = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\s\p{Cc}\p{Cs}\uFFFE\uFFFF]+/gu, ' ')
    .trim();

/** The cleaned text, or null when there is none. */
const present = (text: string | null) => (text === null ? null : clean(text) || null);

const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** The vendor's name, contact and email, one a line. */
function addressee(vendor: NoticeLetter['vendor']): string {
  const contact = present(vendor.contactPerson);
  return [
    present(vendor.name) ?? 'To whom it may concern',
    contact && `Attn: ${contact}`,
    present(vendor.email),
  ]
    .filter(Boolean)
    .join('\n');
}

function reference(agreement: NoticeLetter['agreement']): string {
  const date = agreement.date ? `, dated ${formatLongDate(agreement.date)}` : '';
  const parties = agreement.parties.map(clean).filter(Boolean);
  const between = parties.length > 0 ? `, between ${parties.join(' and ')}` : '';
  return sentence(`We refer to ${clean(agreement.name)}${date}${between}`);
}

function notice(termEnd: TCalendarDate | null): string {
  const on = termEnd ? `, on ${formatLongDate(termEnd)},` : '';
  return `We hereby give notice that we do not wish to renew the agreement. It will end at the end of its current term${on} and not renew.`;
}

/** The clause as its own paragraph, in quotation marks; null when there is no clause to quote. */
function quotedClause(letter: NoticeLetter): string | null {
  const quote = letter.clause && present(letter.clause.quote);
  return quote ? `“${quote}”` : null;
}

function signature(sender: NoticeLetter['sender']): string {
  return [present(sender.signatory) ?? SIGNATURE_LINE, present(sender.organisation)]
    .filter(Boolean)
    .join('\n');
}

/**
 * The letter's lines, shared by both formats, so DOCX and PDF never say different things. A paragraph
 * may hold several lines (the address, the signature), separated by '\n'.
 */
export function noticeLetterParagraphs(letter: NoticeLetter): { heading: string; paragraphs: string[] } {
  const quote = quotedClause(letter);
  const provision =
    letter.clause && quote
      ? [
          `This notice is given under the following provision of the agreement (page ${letter.clause.page}):`,
          quote,
        ]
      : [];
  return {
    heading: `Notice of non-renewal: ${clean(letter.agreement.name)}`,
    paragraphs: [
      formatLongDate(letter.date),
      addressee(letter.vendor),
      reference(letter.agreement),
      notice(letter.termEnd),
      ...provision,
      'Please confirm receipt of this notice in writing.',
      'Yours faithfully,',
      signature(letter.sender),
    ],
  };
}

// ── DOCX ───────────────────────────────────────────────────────────────────────────────────────────

const TWIPS_PER_POINT = 20;
const MARGIN_POINTS = 72;
const QUOTE_INDENT_POINTS = 36;
const PARAGRAPH_GAP_POINTS = 10;

type Docx = typeof import('docx');

function docxParagraph(
  { Paragraph, TextRun }: Docx,
  text: string,
  style: { bold?: boolean; italics?: boolean; size?: number } = {},
) {
  const indent = style.italics ? QUOTE_INDENT_POINTS * TWIPS_PER_POINT : 0;
  return new Paragraph({
    spacing: { after: PARAGRAPH_GAP_POINTS * TWIPS_PER_POINT },
    indent: { left: indent, right: indent },
    children: text
      .split('\n')
      .map((line, index) => new TextRun({ ...style, text: line, break: index > 0 ? 1 : undefined })),
  });
}

export async function renderNoticeLetterDocx(letter: NoticeLetter): Promise<Buffer> {
  // Loaded when a letter is asked for, not when the server starts.
  const docx = await import('docx');
  const { Document, Packer } = docx;
  const { heading, paragraphs } = noticeLetterParagraphs(letter);
  const quote = quotedClause(letter);
  const margin = MARGIN_POINTS * TWIPS_PER_POINT;
  const document = new Document({
    title: heading,
    creator: clean(letter.sender.organisation),
    styles: { default: { document: { run: { font: 'Arial', size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: margin, right: margin, bottom: margin, left: margin } } },
        children: [
          docxParagraph(docx, heading, { bold: true, size: 28 }),
          ...paragraphs.map((paragraph) => docxParagraph(docx, paragraph, { italics: paragraph === quote })),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

// ── PDF ────────────────────────────────────────────────────────────────────────────────────────────

// pdfkit's built-in fonts encode WinAnsi only: Latin-1 and these characters, which it maps itself.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text with each character Helvetica cannot draw replaced by '?', so that rendering never fails. */
function drawable(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    const ok = char === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    return ok || WIN_ANSI_EXTRAS.has(char) ? char : '?';
  }).join('');
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

function pdfQuote(pdf: PDFKit.PDFDocument, text: string) {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right - 2 * QUOTE_INDENT_POINTS;
  pdf.font('Helvetica-Oblique').text(drawable(text), left + QUOTE_INDENT_POINTS, pdf.y, { width });
  pdf.x = left;
}

export async function renderNoticeLetterPdf(letter: NoticeLetter): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { heading, paragraphs } = noticeLetterParagraphs(letter);
  const quote = quotedClause(letter);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN_POINTS,
    info: { Title: heading, Author: clean(letter.sender.organisation) },
  });
  const done = collect(pdf);
  pdf.font('Helvetica-Bold').fontSize(14).text(drawable(heading)).moveDown(0.8);
  pdf.fontSize(11);
  for (const paragraph of paragraphs) {
    if (paragraph === quote) pdfQuote(pdf, paragraph);
    else pdf.font('Helvetica').text(drawable(paragraph));
    pdf.moveDown(0.8);
  }
  pdf.end();
  return done;
}

// ── File name ──────────────────────────────────────────────────────────────────────────────────────

const MAX_NAME_CHARACTERS = 120;

/** A safe download file name: 'Notice of non-renewal - <agreement name>.docx' with characters unsafe in file names replaced. */
export function noticeLetterFileName(letter: NoticeLetter, format: 'docx' | 'pdf'): string {
  const safe = clean(letter.agreement.name)
    .replace(/\p{Cf}/gu, '')
    .replace(/[\\/:*?"<>|]/g, '_');
  const name = Array.from(safe).slice(0, MAX_NAME_CHARACTERS).join('').trim().replace(/\.+$/, '');
  return `Notice of non-renewal - ${name || 'agreement'}.${format}`;
}
