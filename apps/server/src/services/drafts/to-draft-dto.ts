import { fileNameKey, type TDraft } from '@keydate/domain';
import type { drafts } from '../../db/schema/index.ts';

type DraftRow = typeof drafts.$inferSelect;

/** A draft as the API answers it; `contractsWithoutDocument` by the key fileNameKey gives their names. */
export function toDraftDto(
  row: DraftRow,
  contractsWithoutDocument: ReadonlyMap<string, { _id: string; name: string }>,
): TDraft {
  return {
    _id: row.id,
    documentName: row.documentName,
    documentSize: row.documentSize,
    documentContentType: row.documentContentType,
    createdAt: row.createdAt.toISOString(),
    reviewed: row.reviewedAt !== null,
    textLayer: row.textLayer === 'text',
    pages: row.pageCount,
    recognisedPages: row.recognisedPages,
    suggestions: row.facts,
    attachTo: contractsWithoutDocument.get(fileNameKey(row.documentName)) ?? null,
  };
}
