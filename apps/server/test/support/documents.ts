// Small real documents for upload tests: each starts with the signature its kind is judged by.
import { MAX_UPLOAD_BYTES } from '@keydate/domain';
import { buildDocx } from './docx.ts';

/** A minimal, valid one-page PDF. */
export const PDF_BYTES = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** A real one-paragraph Word document (a DOCX is a zip). */
export const DOCX_BYTES = buildDocx(['Elevator maintenance agreement']);

/** An OLE compound file header, as a Word 97-2003 .doc starts. */
export const DOC_BYTES = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(504, 0),
]);

/** A Windows executable's first bytes, to be sent under a .pdf name. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00', 'latin1'),
  Buffer.alloc(256, 0x41),
]);

let large: Buffer | undefined;
/** 11 MB that start like a PDF: refused for its size alone. Made once per test file. */
export function elevenMegabytePdf(): Buffer {
  large ??= Buffer.concat([PDF_BYTES, Buffer.alloc(11 * 1024 * 1024 - PDF_BYTES.length, 0x20)]);
  return large;
}

/** Exactly the limit: accepted. */
export function pdfAtTheLimit(): Buffer {
  return Buffer.concat([PDF_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES - PDF_BYTES.length, 0x20)]);
}
