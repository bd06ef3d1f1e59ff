import type { TDocumentAnalysis } from '@keydate/domain';
import type { TDocumentKind } from '../../documents/document-kinds.ts';
import { readDocument } from '../../documents/reading/document-reader.ts';
import type { TExtractedText } from '../../documents/reading/reading-types.ts';

/** A document's text and the key dates it states, both read in the reading child process. */
export async function analyzeDocument(options: {
  bytes: Uint8Array;
  kind: TDocumentKind;
}): Promise<{ text: TExtractedText; analysis: TDocumentAnalysis }> {
  const { text, facts } = await readDocument(options);
  return { text, analysis: { textLayer: text.state === 'text', pages: text.pageCount, suggestions: facts } };
}
