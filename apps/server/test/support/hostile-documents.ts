// Documents built to hurt a parser: encrypted, corrupt, bombs, loops, endless nesting. Each is made in
// memory and stays under the upload limit, as an attacker's upload would.
import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import {
  buildDocx,
  DOCUMENT_XML_END,
  DOCUMENT_XML_START,
  deflatedEntry,
  docxPackageParts,
  zipEntries,
} from './docx.ts';
import { buildPdf, helveticaLines, type PdfObject, pdfStream } from './pdf.ts';

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  const swap = (a: number, b: number) => {
    const t = s[a] as number;
    s[a] = s[b] as number;
    s[b] = t;
  };
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + (s[i] as number) + (key[i % key.length] as number)) & 255;
    swap(i, j);
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k += 1) {
    i = (i + 1) & 255;
    j = (j + (s[i] as number)) & 255;
    swap(i, j);
    out[k] = (data[k] as number) ^ (s[((s[i] as number) + (s[j] as number)) & 255] as number);
  }
  return out;
}

// The standard security handler's padding (PDF 32000-1, 7.6.3.3).
const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
);
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);

/**
 * A one-page text PDF that opens only with `userPassword`: the standard security handler, revision 2
 * (RC4, 40-bit key), its content stream encrypted with the object's key.
 */
export function encryptedPdf(userPassword: string, line = 'Lease of Unit 4, confidential'): Buffer {
  const fileId = md5(Buffer.from('an encrypted contract'));
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-4);
  const owner = rc4(md5(padded(`${userPassword}-owner`)).subarray(0, 5), padded(userPassword));
  const key = md5(padded(userPassword), owner, permissions, fileId).subarray(0, 5);
  const user = rc4(key, PASSWORD_PADDING);
  const objectKey = (number: number) =>
    md5(key, Buffer.from([number & 255, (number >> 8) & 255, (number >> 16) & 255, 0, 0])).subarray(0, 10);
  const content = rc4(objectKey(5), Buffer.from(helveticaLines([line]), 'latin1'));
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    pdfStream('', content),
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -4 >>`,
  ];
  const id = `<${fileId.toString('hex')}>`;
  return buildPdf(objects, `/Root 1 0 R /Encrypt 6 0 R /ID [${id} ${id}]`);
}

/** A valid PDF header followed by noise (the same noise every time): nothing to find an object in. */
export function corruptPdf(size = 64 * 1024): Buffer {
  const noise: Buffer[] = [];
  for (let block = md5(Buffer.from('noise')), made = 0; made < size; made += block.length) {
    noise.push(block);
    block = md5(block);
  }
  return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), ...noise]);
}

/** `count` pages with nothing on them: what a scan without a text layer looks like to a text reader. */
export function blankPagesPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, i) => `${i + 3} 0 R`).join(' ');
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${count} /MediaBox [0 0 612 792] >>`,
    ...Array.from({ length: count }, () => '<< /Type /Page /Parent 2 0 R >>'),
  ];
  return buildPdf(objects, '/Root 1 0 R');
}

/**
 * `pages` pages that all show one content stream of `shows` short strings: a small, well-formed PDF that
 * takes pdf.js seconds to read, as a long scan's text layer can.
 */
export function slowPdf(pages: number, shows: number): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 5} 0 R`).join(' ');
  const content = `BT /F1 12 Tf 72 720 Td ${'(term) Tj '.repeat(shows)}ET`;
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${kids}] /Count ${pages} /MediaBox [0 0 612 792] >>`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      pdfStream('/Filter /FlateDecode', deflateSync(content)),
      ...Array.from(
        { length: pages },
        () => '<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
      ),
    ],
    '/Root 1 0 R',
  );
}

/** A one-page PDF holding arrays nested `depth` deep, in the page's dictionary or in its content stream. */
export function deeplyNestedPdf(depth: number, where: 'page' | 'content'): Buffer {
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const content = `BT /F1 12 Tf 72 720 Td (Before the nesting) Tj ${where === 'content' ? `${nested} TJ` : ''} ET`;
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R${where === 'page' ? ` /Nested ${nested}` : ''} >>`,
      pdfStream('', content),
    ],
    '/Root 1 0 R',
  );
}

/** A page tree whose only child is the tree itself. */
export function pageTreeLoopPdf(): Buffer {
  return buildPdf(
    ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R] /Count 1 >>'],
    '/Root 1 0 R',
  );
}

/** A page that is its own parent, whose content is a reference to itself and whose resources contain themselves. */
export function selfReferencingPdf(): Buffer {
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 3 0 R /Contents 4 0 R /Resources 5 0 R >>',
      '4 0 R',
      '<< /Font 5 0 R /XObject << /Self 5 0 R >> >>',
    ],
    '/Root 1 0 R',
  );
}

const MIB = 1024 * 1024;

/** Deflate data that inflates to `prefix`, `mib` MiB of `fill` and `suffix`: one compressed MiB, repeated. */
function deflateBomb(prefix: string, fill: string, mib: number, suffix: string): Buffer {
  // A full flush ends each block on a byte boundary with no reference to what came before, so a
  // block can be repeated as it is.
  const block = (text: Buffer) => deflateRawSync(text, { finishFlush: constants.Z_FULL_FLUSH });
  const fillBlock = block(Buffer.from(fill.repeat(MIB / fill.length), 'utf8'));
  return Buffer.concat([
    block(Buffer.from(prefix, 'utf8')),
    ...Array.from({ length: mib }, () => fillBlock),
    block(Buffer.from(suffix, 'utf8')),
    // An empty final block ends the stream.
    deflateRawSync(Buffer.alloc(0)),
  ]);
}

const CONTENT_BOMBS = {
  // Decoded into buffers outside V8's heap.
  blank: ['BT /F1 12 Tf 72 720 Td (Bomb) Tj ', ' ', ' ET'],
  // One string of a billion characters.
  string: ['BT /F1 12 Tf 72 720 Td (', 'x', ') Tj ET'],
  // One array of half a billion numbers.
  array: ['BT /F1 12 Tf 72 720 Td [', '0 ', '] TJ ET'],
} as const;

/** A one-page PDF whose compressed content stream inflates to `mib` MiB of one kind of content. */
export function pdfFlateBomb(kind: keyof typeof CONTENT_BOMBS, mib: number): Buffer {
  const [prefix, fill, suffix] = CONTENT_BOMBS[kind];
  // FlateDecode data is a zlib stream: a two-byte header, deflate data and an Adler-32 sum, left zero
  // here (computing it over a gigabyte takes seconds; pdf.js stops at the final block).
  const zlib = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    deflateBomb(prefix, fill, mib, suffix),
    Buffer.alloc(4),
  ]);
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
      pdfStream('/Filter /FlateDecode', zlib),
    ],
    '/Root 1 0 R',
  );
}

/**
 * A DOCX whose document part inflates to `inflatedMib` MiB of blank space inside the body; its zip
 * declares the true size, or (`lie`) a few kilobytes. A gigabyte costs a megabyte.
 */
export function docxZipBomb(inflatedMib: number, declared: 'truth' | 'lie'): Buffer {
  const data = deflateBomb(DOCUMENT_XML_START, ' ', inflatedMib, DOCUMENT_XML_END);
  let crc = crc32(DOCUMENT_XML_START);
  const blank = Buffer.alloc(MIB, 0x20);
  for (let i = 0; i < inflatedMib; i += 1) crc = crc32(blank, crc);
  crc = crc32(DOCUMENT_XML_END, crc);
  const trueSize =
    Buffer.byteLength(DOCUMENT_XML_START) + inflatedMib * MIB + Buffer.byteLength(DOCUMENT_XML_END);
  const parts = Object.entries(docxPackageParts()).map(([name, text]) =>
    deflatedEntry(name, Buffer.from(text, 'utf8')),
  );
  const size = declared === 'truth' ? trueSize : 4096;
  return zipEntries([...parts, { name: 'word/document.xml', method: 8, data, crc, size }]);
}

/** A DOCX of `count` short numbered paragraphs, deflated as Word does. */
export function manyParagraphsDocx(count: number): Buffer {
  const paragraphs = Array.from(
    { length: count },
    (_, i) => `Clause ${i + 1}. The tenant keeps the premises in repair.`,
  );
  return buildDocx(paragraphs, {}, { deflate: true });
}
