// A PDF page drawn as a greyscale image, for text recognition (recognise-text.ts). Pages are drawn with
// pdf.js on @napi-rs/canvas, the canvas pdf.js itself uses in Node.
import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Scans are recognised best at 200 dots per inch: finer, specks of noise become letters. */
export const RECOGNITION_DPI = 200;
/** An A3 page at 200 DPI: a page declared larger is drawn at a lower resolution, not at any size. */
const MAX_PIXELS = 8_000_000;
const POINTS_PER_INCH = 72;

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, row by row, 0 black to 255 white. */
  grey: Buffer;
  /** The resolution it was drawn at. */
  dpi: number;
}

/** The page drawn on a white canvas at `dpi`, or lower where the page is too large for that. */
export async function drawPage(
  page: PDFPageProxy,
  dpi = RECOGNITION_DPI,
): Promise<{ canvas: Canvas; dpi: number }> {
  const { width, height } = page.getViewport({ scale: 1 });
  const fits = Math.sqrt(MAX_PIXELS / Math.max(1, width * height)) * POINTS_PER_INCH;
  const drawnDpi = Math.min(dpi, fits);
  const viewport = page.getViewport({ scale: drawnDpi / POINTS_PER_INCH });
  const canvas = createCanvas(
    Math.max(1, Math.ceil(viewport.width)),
    Math.max(1, Math.ceil(viewport.height)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the browser's; @napi-rs/canvas is the one it uses in Node.
  const drawn = canvas as unknown as Parameters<PDFPageProxy['render']>[0]['canvas'];
  await page.render({ canvas: drawn, viewport }).promise;
  return { canvas, dpi: Math.round(drawnDpi) };
}

/** A canvas's pixels as grey levels (ITU-R 601 luma). */
export function greyOf(canvas: Canvas): Buffer {
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const grey = Buffer.alloc(canvas.width * canvas.height);
  for (let i = 0; i < grey.length; i += 1) {
    grey[i] = ((data[4 * i] ?? 0) * 299 + (data[4 * i + 1] ?? 0) * 587 + (data[4 * i + 2] ?? 0) * 114) / 1000;
  }
  return grey;
}

/**
 * Below this grey level a pixel is ink (print or a speck); above it, paper. Light, so that a thin stroke
 * grained by the scan stays one blob and is not taken for specks.
 */
const INK_LEVEL = 200;
/**
 * Blobs of ink this small are specks of dust or paper grain, which Tesseract reads as full stops,
 * commas and accents between words; the smallest mark of 8-point print, a full stop, covers ten
 * pixels or more at 200 DPI.
 */
const SPECK_PIXELS = 2;

/** The image with specks turned to paper: blobs of ink (pixels touching on a side or corner) of SPECK_PIXELS or fewer. */
export function withoutSpecks(image: GreyImage): GreyImage {
  const { width, grey } = image;
  const cleaned = Buffer.from(grey);
  const seen = new Uint8Array(grey.length);
  const isInk = (at: number) => at >= 0 && at < grey.length && (grey[at] ?? 255) < INK_LEVEL;
  const blob: number[] = [];
  const toWalk: number[] = [];
  for (let start = 0; start < grey.length; start += 1) {
    if (seen[start] || !isInk(start)) continue;
    blob.length = 0;
    seen[start] = 1;
    toWalk.push(start);
    while (toWalk.length > 0) {
      const at = toWalk.pop() as number;
      blob.push(at);
      const x = at % width;
      for (let dy = -width; dy <= width; dy += width) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const next = at + dy + dx;
          if (x + dx < 0 || x + dx >= width || seen[next] || !isInk(next)) continue;
          seen[next] = 1;
          toWalk.push(next);
        }
      }
    }
    if (blob.length <= SPECK_PIXELS) for (const at of blob) cleaned[at] = 255;
  }
  return { ...image, grey: cleaned };
}

/** The page as a greyscale image at the resolution text is recognised at, without specks. */
export async function pageImage(page: PDFPageProxy): Promise<GreyImage> {
  const { canvas, dpi } = await drawPage(page);
  return withoutSpecks({ width: canvas.width, height: canvas.height, grey: greyOf(canvas), dpi });
}

/** The image as a binary PGM file, which Tesseract reads without decoding a compressed format. */
export function pgmOf(image: GreyImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'), image.grey]);
}
