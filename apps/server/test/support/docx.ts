// A real, minimal DOCX: a zip holding the parts Word needs, written byte by byte so tests can also
// write zips that lie.
import { crc32, deflateRawSync } from 'node:zlib';

/** One zip entry as it lies in the archive: `data` already compressed by `method`. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  data: Buffer;
  crc: number;
  /** The uncompressed size the archive declares. */
  size: number;
}

export const storedEntry = (name: string, content: Buffer): ZipEntry => ({
  name,
  method: 0,
  data: content,
  crc: crc32(content),
  size: content.length,
});

export const deflatedEntry = (name: string, content: Buffer): ZipEntry => ({
  name,
  method: 8,
  data: deflateRawSync(content),
  crc: crc32(content),
  size: content.length,
});

export function zipEntries(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const fileName = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const paragraphXml = (text: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

/** The main document part's text before and after the body's content. */
export const DOCUMENT_XML_START = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>`;
export const DOCUMENT_XML_END = '</w:body></w:document>';

/** Every part of a DOCX but the main document (word/document.xml). */
export function docxPackageParts(relationships = ''): Record<string, string> {
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/_rels/document.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `${relationships}</Relationships>`,
  };
}

/** A one-paragraph Word document per paragraph given; a hyperlink's target goes in `links`. */
export function buildDocx(
  paragraphs: string[],
  links: Record<string, string> = {},
  options: { deflate?: boolean } = {},
): Buffer {
  const body = paragraphs.map(paragraphXml);
  const linked = Object.keys(links).map(
    (text, i) =>
      `<w:p><w:hyperlink r:id="rLink${i}"><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:hyperlink></w:p>`,
  );
  const relationships = Object.values(links).map(
    (target, i) =>
      `<Relationship Id="rLink${i}" Type="${R}/hyperlink" Target="${escapeXml(target)}" TargetMode="External"/>`,
  );
  const parts = {
    ...docxPackageParts(relationships.join('')),
    'word/document.xml': `${DOCUMENT_XML_START}${body.join('')}${linked.join('')}${DOCUMENT_XML_END}`,
  };
  const entry = options.deflate ? deflatedEntry : storedEntry;
  return zipEntries(Object.entries(parts).map(([name, text]) => entry(name, Buffer.from(text, 'utf8'))));
}
