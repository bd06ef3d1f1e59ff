// The text of a Word 97-2003 document (.doc, an OLE compound file), as one page: its pages, like a
// DOCX's, are made by whoever lays it out. Runs inside the reading child.
import WordExtractor from 'word-extractor';
import type { TExtractedText } from './reading-types.ts';
import { textAnswer } from './text-answer.ts';

export async function readDocText(buffer: Buffer, limits: { maxChars: number }): Promise<TExtractedText> {
  let text: string;
  try {
    text = (await new WordExtractor().extract(buffer)).getBody();
  } catch {
    return { state: 'unavailable', reason: 'unreadable', pageCount: 0 };
  }
  return textAnswer([text], 1, limits.maxChars, 1);
}
