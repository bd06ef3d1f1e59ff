import type { TDisposition } from './document-links.ts';

// RFC 6266 / RFC 8187: a plain ASCII fallback for old clients, and the exact name as UTF-8.
const encodeRfc8187 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(disposition: TDisposition, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}
