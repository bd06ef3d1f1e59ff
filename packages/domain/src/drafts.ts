// Drafts: documents dropped together ('Upload many'), each read and waiting for a person to make it a
// contract (docs/domain.md, Upload many).
import { z } from 'zod';
import { ZDocumentFacts, ZRecognisedPages } from './document-facts.ts';
import { foldName } from './register-cells.ts';

/** A workspace's drafts waiting at once: two full drops. */
export const MAX_OPEN_DRAFTS = 400;
/** Files one drop takes. */
export const MAX_DROP_FILES = 200;

export const ZDraft = z.object({
  _id: z.string(),
  documentName: z.string(),
  documentSize: z.number().int(),
  documentContentType: z.string(),
  createdAt: z.string(),
  /** A person has looked at its proposals and kept it. */
  reviewed: z.boolean(),
  textLayer: z
    .boolean()
    .describe('False when no text could be read (a scan, an encrypted or unreadable file)'),
  pages: z.number().int().nonnegative(),
  recognisedPages: ZRecognisedPages,
  suggestions: ZDocumentFacts.describe('What the document states, each with its sentence and page'),
  attachTo: z
    .object({ _id: z.string(), name: z.string() })
    .nullable()
    .describe(
      'A contract without a document whose name is the file’s, which the document can be attached to',
    ),
});
export type TDraft = z.output<typeof ZDraft>;

export const ZDraftList = z.object({
  items: z.array(ZDraft),
  total: z.number().int(),
  unreviewed: z.number().int(),
});
export type TDraftList = z.output<typeof ZDraftList>;

export const ZDraftListQuery = z.object({
  unreviewed: z.enum(['true', 'false'], { error: 'unreviewed must be true or false' }).optional(),
});

export const ZDraftAttach = z.object({ contractId: z.string({ error: 'contractId is required' }).min(1) });

/** A file's name as a contract's name is compared with it: no extension, separators as spaces, folded. */
export function fileNameKey(fileName: string): string {
  return foldName(fileName.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/[_\-.]+/g, ' '));
}
