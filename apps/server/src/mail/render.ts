// Shared pieces of the mail templates: escaping, the HTML frame and the links they carry.

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailBrand {
  brandName: string;
  appUrl: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A subject is one header line: user-provided names must not fold or break it. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export const verifyEmailLink = (appUrl: string, token: string) =>
  `${appUrl}/verify-email/${encodeURIComponent(token)}`;

export const resetPasswordLink = (appUrl: string, token: string) =>
  `${appUrl}/reset-password/${encodeURIComponent(token)}`;

/** Paragraphs are already-escaped HTML; the button's label and link are escaped here. */
export function renderHtml(options: {
  brandName: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}): string {
  const brand = escapeHtml(options.brandName);
  const url = escapeHtml(options.action.url);
  const body = options.paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px">${brand}</h1>
${body}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(options.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(options.footnote)}</p>
</div>
</body>
</html>`;
}
