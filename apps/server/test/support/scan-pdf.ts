// Scans made from text PDFs, as a scanner makes them: each page drawn as an image, turned a little,
// speckled with noise, and rebuilt as a PDF of images with no text layer. For the tests and the bench of
// text recognition; the pages are drawn with the reading child's own renderer.
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { drawPage } from '../../src/documents/reading/page-image.ts';
import { STANDARD_FONT_DATA_URL } from '../../src/documents/reading/pdf-text.ts';
import { seededRandom } from '../../src/lib/seeded-random.ts';
import { buildPdf, helveticaLines, LETTER, type PdfObject, pdfStream } from './pdf.ts';

/** A strip of a page three inches high: recognised in a second or two, where a whole page takes several. */
export const STRIP_HEIGHT = 216;

/** A short contract to scan, a page each: its opening (its date, its parties) and its end. */
export const SHORT_CONTRACT = {
  opening: [
    'ELEVATOR MAINTENANCE AGREEMENT',
    'This Agreement is made on March 3, 2025 between Harbor Hotels LLC',
    'and Lift Care Inc. for the elevators of the Harbor Hotel.',
  ],
  term: ['2. Term', 'This Agreement ends on December 31, 2027 unless renewed.'],
};

export interface ScanOptions {
  /** The scanner's resolution. */
  dpi?: number;
  /** How far each page is turned, clockwise; alternate pages turn the other way. */
  angleDegrees?: number;
  /** The share of pixels that become specks. */
  specks?: number;
  /** JPEG quality, 0 to 100. */
  quality?: number;
  /** Makes the noise repeatable. */
  seed?: number;
}

/** A scanned page: a JPEG image and the size of the page it fills, in points. */
export interface ScannedPage {
  jpeg: Buffer;
  width: number;
  height: number;
  widthPoints: number;
  heightPoints: number;
}

/** Each page of `pdf` (or the ones numbered in `only`) as a scanner would image it. */
export async function scanPages(
  pdf: Uint8Array,
  options: ScanOptions = {},
  only?: number[],
): Promise<ScannedPage[]> {
  const { dpi = 200, angleDegrees = 0.7, specks = 0.002, quality = 70, seed = 1 } = options;
  const random = seededRandom(seed);
  const task = getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: STANDARD_FONT_DATA_URL,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const scanned: ScannedPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      if (only && !only.includes(number)) continue;
      const page = await document.getPage(number);
      const { canvas: drawn } = await drawPage(page, dpi);
      const turned = createCanvas(drawn.width, drawn.height);
      const context = turned.getContext('2d');
      context.fillStyle = 'white';
      context.fillRect(0, 0, turned.width, turned.height);
      context.translate(turned.width / 2, turned.height / 2);
      context.rotate(((number % 2 === 0 ? -1 : 1) * angleDegrees * Math.PI) / 180);
      context.drawImage(drawn, -drawn.width / 2, -drawn.height / 2);
      context.setTransform(1, 0, 0, 1, 0, 0);
      const image = context.getImageData(0, 0, turned.width, turned.height);
      for (let i = 0; i < image.data.length; i += 4) {
        // The paper's grain: every pixel a little lighter or darker; and a few specks of dust.
        const grain = (random() - 0.5) * 24;
        const speck = random() < specks ? -200 : 0;
        const level = Math.max(0, Math.min(255, (image.data[i] ?? 255) + grain + speck));
        image.data[i] = level;
        image.data[i + 1] = level;
        image.data[i + 2] = level;
      }
      context.putImageData(image, 0, 0);
      const { width, height } = page.getViewport({ scale: 1 });
      scanned.push({
        jpeg: Buffer.from(await turned.encode('jpeg', quality)),
        width: turned.width,
        height: turned.height,
        widthPoints: width,
        heightPoints: height,
      });
      page.cleanup();
    }
    return scanned;
  } finally {
    await task.destroy();
  }
}

/**
 * A PDF of these pages in order: a scanned page is its image alone, with no text layer; lines of text
 * are a page written in Helvetica, as a text PDF's are (a mixed PDF has both).
 */
export function pdfOfPages(pages: Array<ScannedPage | string[]>): Buffer {
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + 3 * i} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((page, i) => {
    // Each page takes three objects: the page, its content, and its image (null for a text page).
    const [contentId, imageId] = [5 + 3 * i, 6 + 3 * i];
    if (Array.isArray(page)) {
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${LETTER.width} ${LETTER.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
        pdfStream('', helveticaLines(page)),
        'null',
      );
      return;
    }
    const { widthPoints: w, heightPoints: h } = page;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Scan ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      pdfStream('', `q ${w} 0 0 ${h} 0 0 cm /Scan Do Q`),
      pdfStream(
        `/Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
        page.jpeg,
      ),
    );
  });
  return buildPdf(objects, '/Root 1 0 R');
}

/** `pdf` scanned: every page an image, no text layer. */
export async function scanPdf(pdf: Uint8Array, options: ScanOptions = {}): Promise<Buffer> {
  return pdfOfPages(await scanPages(pdf, options));
}
