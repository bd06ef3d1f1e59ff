// Multipart bodies built by hand, so a test controls part order, field vs file parts and content types.
import { randomBytes } from 'node:crypto';

export type FormPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; data: Buffer | string; contentType?: string };

export interface MultipartPayload {
  payload: Buffer;
  headers: { 'content-type': string };
}

export function multipartBody(parts: FormPart[]): MultipartPayload {
  const boundary = `----keydate${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const lines = [`--${boundary}`];
    if ('filename' in part) {
      lines.push(
        `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename.replace(/"/g, '%22')}"`,
      );
      lines.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    } else {
      lines.push(`Content-Disposition: form-data; name="${part.name}"`);
      if (part.contentType) lines.push(`Content-Type: ${part.contentType}`);
    }
    chunks.push(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.from('filename' in part ? part.data : part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
