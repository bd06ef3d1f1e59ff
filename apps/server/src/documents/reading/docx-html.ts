// A DOCX as HTML for the preview frame, made with mammoth inside the reading child, after the zip bomb
// check: mammoth holds the whole document in memory, some kilobytes for each paragraph.
import mammoth from 'mammoth';
import type { TDocxPreview } from './reading-types.ts';
import { checkZip, type TZipLimits } from './zip-guard.ts';

// Only web and mail links survive; anything else (javascript:, file:, data:) loses its href.
const SAFE_HREF = /^(https?:|mailto:|#)/i;
function withSafeLinks(html: string): string {
  return html.replace(/\shref="([^"]*)"/g, (attribute, href: string) =>
    SAFE_HREF.test(href.replace(/&amp;/g, '&').trim()) ? attribute : '',
  );
}

export async function docxPreview(buffer: Buffer, limits: TZipLimits): Promise<TDocxPreview> {
  const verdict = await checkZip(buffer, limits);
  if (verdict !== 'ok') return { state: 'unavailable', reason: verdict };
  try {
    const result = await mammoth.convertToHtml({ buffer }, { externalFileAccess: false });
    return { state: 'html', html: withSafeLinks(result.value) };
  } catch {
    return { state: 'unavailable', reason: 'unreadable' };
  }
}
