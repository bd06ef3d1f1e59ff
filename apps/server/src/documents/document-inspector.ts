import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { API_MSG, MSG } from '@keydate/domain';
import { badRequest, HttpError } from '../lib/http-error.ts';
import { magicOf, type TDocumentKind } from './document-kinds.ts';

/**
 * Passes a document's bytes through while checking them: the content must start with the signature
 * of the kind its extension names (refused at the first byte that disagrees, 415), and it may not pass
 * `maxBytes` (413) or be empty (400). The first refusal is kept in `failure`; `sha256()` names the bytes
 * once they have all passed.
 */
export class DocumentInspector extends Transform {
  bytes = 0;
  failure: HttpError | null = null;
  readonly #hash = createHash('sha256');
  readonly #magic: Buffer;
  readonly #maxBytes: number;

  constructor(kind: TDocumentKind, maxBytes: number) {
    super();
    this.#magic = magicOf(kind);
    this.#maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const refusal = this.#check(chunk);
    if (refusal) {
      done(this.#refuse(refusal));
    } else {
      this.#hash.update(chunk);
      done(null, chunk);
    }
  }

  /** The hex SHA-256 of every byte that passed; call once, after the last. */
  sha256(): string {
    return this.#hash.digest('hex');
  }

  override _flush(done: TransformCallback): void {
    if (this.bytes === 0) done(this.#refuse(badRequest(API_MSG.fileEmpty, { file: API_MSG.fileEmpty })));
    else if (this.bytes < this.#magic.length) done(this.#refuse(new HttpError(415, MSG.uploadWrongType)));
    else done();
  }

  #check(chunk: Buffer): HttpError | null {
    const seen = this.bytes;
    this.bytes += chunk.length;
    if (this.bytes > this.#maxBytes) return new HttpError(413, MSG.uploadTooLarge);
    // Compare the part of the signature this chunk covers.
    for (let i = 0; seen + i < this.#magic.length && i < chunk.length; i += 1) {
      if (chunk[i] !== this.#magic[seen + i]) return new HttpError(415, MSG.uploadWrongType);
    }
    return null;
  }

  #refuse(error: HttpError): HttpError {
    this.failure ??= error;
    return error;
  }
}
