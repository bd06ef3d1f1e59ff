import type { TDocumentAnalysis } from '@keydate/domain';
import type { TDocumentKind } from '../../documents/document-kinds.ts';
import { readDocumentFacts } from '../../documents/facts/read-document-facts.ts';
import { readDocumentText } from '../../documents/reading/document-reader.ts';
import type { TExtractedText } from '../../documents/reading/reading-types.ts';

/** A document's text, read in the reading child process, and the key dates it states. */
export async function analyzeDocument(options: {
  bytes: Uint8Array;
  kind: TDocumentKind;
}): Promise<{ text: TExtractedText; analysis: TDocumentAnalysis }> {
  const text = await readDocumentText(options);
  const suggestions = text.state === 'text' ? readDocumentFacts(text.pages) : {};
  return { text, analysis: { textLayer: text.state === 'text', pages: text.pageCount, suggestions } };
}
