// The page a DOCX preview is shown in (docs/domain.md, Documents); its HTML is made in the reading child
// (docx-html.ts). Served under a policy that allows no script, no network and no plugin, sandboxed, so
// whatever a document holds can do nothing but be read.
import { MSG } from '@keydate/domain';

export const PREVIEW_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

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

/** The page for a document's HTML; without any (an empty document, or none to show) it says so. */
export function previewPage(title: string, html: string | null): string {
  return page(title, html || `<p class="empty">${escapeHtml(MSG.noPreview)}</p>`);
}
