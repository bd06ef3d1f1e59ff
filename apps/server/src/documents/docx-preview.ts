// DOCX preview (docs/domain.md, Documents): the document rendered to plain HTML on the server, shown in the
// app's frame. Served under a policy that allows no script, no network and no plugin, sandboxed, so
// whatever a document holds can do nothing but be read.
import type { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES, MSG } from '@keydate/domain';
import mammoth from 'mammoth';

export const PREVIEW_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Only web and mail links survive; anything else (javascript:, file:, data:) loses its href.
const SAFE_HREF = /^(https?:|mailto:|#)/i;
function withSafeLinks(html: string): string {
  return html.replace(/\shref="([^"]*)"/g, (attribute, href: string) =>
    SAFE_HREF.test(href.replace(/&amp;/g, '&').trim()) ? attribute : '',
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font:15px/1.6 system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;max-width:46rem;margin:2rem auto;padding:0 1.5rem}
table{border-collapse:collapse}td,th{border:1px solid #cbd5e1;padding:.25rem .5rem}img{max-width:100%}
.empty{color:#475569;text-align:center;margin-top:4rem}
</style></head><body>
${body}
</body></html>`;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stored documents are never larger; this only guards against a store that says otherwise.
    if (size > MAX_UPLOAD_BYTES) {
      body.destroy();
      throw new Error('document larger than the upload limit');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The DOCX as an HTML page, or null when it cannot be read as a Word document. */
export async function docxPreviewHtml(body: Readable, title: string): Promise<string | null> {
  const buffer = await readAll(body);
  try {
    const result = await mammoth.convertToHtml({ buffer }, { externalFileAccess: false });
    return page(title, withSafeLinks(result.value) || `<p class="empty">${escapeHtml(MSG.noPreview)}</p>`);
  } catch {
    return null;
  }
}

/** What the frame shows when a document cannot be rendered. */
export function noPreviewHtml(title: string): string {
  return page(title, `<p class="empty">${escapeHtml(MSG.noPreview)}</p>`);
}
