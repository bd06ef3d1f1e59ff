// Real PDFs written as PDF syntax: numbered objects, a cross-reference table with each object's byte
// offset, and a trailer.

/** An object's body: PDF syntax, or bytes (a stream's data). */
export type PdfObject = string | Buffer;

/** A stream object's body: its dictionary entries and its data, with the length filled in. */
export function pdfStream(dictionary: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A PDF of these objects, numbered from 1; `trailer` holds the entries besides /Size (at least /Root). */
export function buildPdf(objects: PdfObject[], trailer: string): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  });
  // Each cross-reference entry is exactly 20 bytes, its line ending included.
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const escapePdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A Letter page, in points. */
export const LETTER = { width: 612, height: 792 };

/**
 * A page's content stream writing each line in 12 pt Helvetica (font resource /F1), top down from an
 * inch below the top of a page `height` points high.
 */
export function helveticaLines(lines: string[], height = LETTER.height): string {
  const shown = lines.map((line) => `(${escapePdfString(line)}) Tj T*`).join('\n');
  return `BT /F1 12 Tf 16 TL 72 ${height - 72} Td\n${shown}\nET`;
}

/**
 * A text PDF: one page per entry, each showing its lines in Helvetica (Latin-1 text). Objects: 1 the
 * catalog, 2 the page tree, 3 the font, then a page and its content stream per page. Pages are Letter
 * size unless a `height` in points is given (a strip of a page, quick to scan and recognise).
 */
export function buildTextPdf(pages: string[][], height = LETTER.height): Buffer {
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${LETTER.width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * i} 0 R >>`,
      pdfStream('', helveticaLines(lines, height)),
    );
  });
  return buildPdf(objects, '/Root 1 0 R');
}
