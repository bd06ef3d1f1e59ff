// What a contract document may be (docs/domain.md, Documents): PDF, DOC or DOCX, judged by extension and by
// the first bytes of its content, so a renamed executable is refused whatever its name says.
import { ACCEPTED_EXTENSIONS } from '@keydate/domain';

export type TDocumentKind = (typeof ACCEPTED_EXTENSIONS)[number];

const MAGIC: Record<TDocumentKind, Buffer> = {
  pdf: Buffer.from('%PDF-', 'latin1'),
  // DOCX is a zip (Office Open XML).
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  // DOC is an OLE compound file.
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
};

/** The type every document of a kind is stored and served with, whatever the client claimed. */
export const DOCUMENT_CONTENT_TYPES: Record<TDocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The kind a file name's extension names, or null when it names none of pdf, doc, docx. */
export function documentKindOf(fileName: string): TDocumentKind | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extension) ? (extension as TDocumentKind) : null;
}

/** The signature a kind's content starts with. */
export function magicOf(kind: TDocumentKind): Buffer {
  return MAGIC[kind];
}
