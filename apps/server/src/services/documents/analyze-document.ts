import type { TDocumentAnalysis } from '@keydate/domain';
import { readDocument } from '../../documents/reading/document-reader.ts';
import type { TExtractedText } from '../../documents/reading/reading-types.ts';

/** A document's text and the key dates it states, both read in the reading child process. */
export async function analyzeDocument(
  options: Parameters<typeof readDocument>[0],
): Promise<{ text: TExtractedText; analysis: TDocumentAnalysis }> {
  const { text, facts } = await readDocument(options);
  const recognisedPages = text.state === 'text' ? text.recognisedPages : [];
  const analysis = {
    textLayer: text.state === 'text',
    pages: text.pageCount,
    recognisedPages,
    suggestions: facts,
  };
  return { text, analysis };
}
