// The text of a Word document (.docx), as one page: a DOCX has no fixed pages, its layout is made by
// whoever opens it. Runs inside the reading child, after the zip bomb check.
import { SaxesParser } from 'saxes';
import type { TExtractedText } from './reading-types.ts';
import { textAnswer } from './text-answer.ts';
import { WordXmlText } from './word-xml-text.ts';
import { checkZip, type TZipLimits } from './zip-guard.ts';
import { type Entry, eachEntry, entryStream, openZip, type ZipFile } from './zip-reader.ts';

/** The package's relationships name its main part; a few kilobytes in any real document. */
const MAX_RELATIONSHIPS_BYTES = 1024 * 1024;

async function readEntry(zip: ZipFile, entry: Entry, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await entryStream(zip, entry)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new Error(`${entry.fileName} is larger than ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The main document part's name, from the package relationship of type officeDocument. */
function mainPartName(relationshipsXml: string): string {
  let target: string | undefined;
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const type = tag.attributes.Type;
    if (tag.name.endsWith('Relationship') && typeof type === 'string' && type.endsWith('/officeDocument')) {
      const name = tag.attributes.Target;
      if (typeof name === 'string') target ??= name;
    }
  });
  parser.write(relationshipsXml).close();
  if (!target) throw new Error('the package names no main document');
  // Targets are relative to the package's root here; zip names never start with a slash.
  return target.replace(/^\.?\//, '').toLowerCase();
}

async function readMainText(zip: ZipFile, maxChars: number): Promise<string> {
  // Part names are case-insensitive (Open Packaging Conventions).
  const entries = new Map<string, Entry>();
  await eachEntry(zip, async (entry) => {
    entries.set(entry.fileName.toLowerCase(), entry);
  });
  const relationships = entries.get('_rels/.rels');
  if (!relationships) throw new Error('not an Office package');
  const main = entries.get(mainPartName(await readEntry(zip, relationships, MAX_RELATIONSHIPS_BYTES)));
  if (!main) throw new Error('the main document is missing');
  const text = new WordXmlText(maxChars);
  for await (const chunk of await entryStream(zip, main)) {
    // Past the text limit the rest is left unread; leaving the loop ends the stream.
    if (!text.write(chunk as Buffer)) return text.text;
  }
  return text.end();
}

export async function readDocxText(
  buffer: Buffer,
  limits: TZipLimits & { maxChars: number },
): Promise<TExtractedText> {
  const verdict = await checkZip(buffer, limits);
  if (verdict !== 'ok') return { state: 'unavailable', reason: verdict, pageCount: 0 };
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(buffer);
    return textAnswer([await readMainText(zip, limits.maxChars)], 1, limits.maxChars, 1);
  } catch {
    return { state: 'unavailable', reason: 'unreadable', pageCount: 0 };
  } finally {
    zip?.close();
  }
}
