// Reads a multipart upload (POST /api/contracts/upload, PUT /api/contracts/:id/document): streams the
// `file` part into storage while checking it, and hands back the `metadata` part as text (it may come
// as a field or as a file part, before or after the file). The stored document is pending until the
// caller's transaction adopts it (pending-documents.ts); nothing of a refused upload stays stored.
// POST /api/documents/analyze reads its file into memory with the same checks; POST /api/imports reads a
// register (CSV or XLSX) into memory for the reading child.
import { createWriteStream } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  API_MSG,
  MAX_UPLOAD_BYTES,
  MSG,
  MSG_FN,
  REGISTER_FORMATS,
  type TRegisterFormat,
} from '@keydate/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { badRequest, HttpError } from '../lib/http-error.ts';
import type { Storage } from '../storage/index.ts';
import { DocumentInspector } from './document-inspector.ts';
import { DOCUMENT_CONTENT_TYPES, documentKindOf, type TDocumentKind } from './document-kinds.ts';
import { sanitiseFileName } from './file-name.ts';
import { abandonDocument, beginDocument } from './pending-documents.ts';

/** Limits of @fastify/multipart (plugins/multipart.ts); the file limit leaves one byte to detect "too large". */
export const UPLOAD_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES + 1,
  files: 2,
  fields: 10,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  parts: 20,
  headerPairs: 100,
} as const;

export interface StoredDocument {
  /** Unguessable and scoped to the workspace: workspaces/<workspaceId>/documents/<uuid>. */
  key: string;
  /** The original file name, sanitised, for display and download only. */
  name: string;
  contentType: string;
  size: number;
  /** The hex SHA-256 of its bytes: the same document stored twice has the same. */
  sha256: string;
}

export interface ReceivedUpload {
  document: StoredDocument;
  /** The metadata part's text (or value already parsed as JSON); undefined when there was none. */
  metadata: unknown;
}

/** Where an upload's document goes, and its pending record. */
interface Destination {
  db: Db;
  storage: Storage;
  workspaceId: string;
}

export async function receiveUpload(options: {
  request: FastifyRequest;
  db: Db;
  storage: Storage;
  workspaceId: string;
  /** Read the `metadata` part (the upload call); otherwise it is ignored like any other part. */
  withMetadata: boolean;
}): Promise<ReceivedUpload> {
  let metadata: unknown;
  const document = await receiveFile(options.request, {
    take: (part) => storeDocument(part, options),
    release: (stored) => abandonDocument(options.db, options.storage, stored.key),
    ...(options.withMetadata
      ? {
          fields: {
            metadata: async (part: Multipart) => {
              metadata = await textOf(part);
            },
          },
        }
      : {}),
  });
  return { document, metadata };
}

/** A document read into memory and checked as an upload is, and stored nowhere (POST /api/documents/analyze). */
export function receiveDocumentBytes(request: FastifyRequest): Promise<ReceivedBytes> {
  return receiveFile(request, { take: readDocument });
}

/** A register (CSV or XLSX) read into memory within the upload limit, with its text parts by name. */
export interface ReceivedRegister {
  name: string;
  format: TRegisterFormat;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** POST /api/imports: the `file` part and the text parts named in `fieldNames` (JSON values stay text). */
export async function receiveRegister(
  request: FastifyRequest,
  fieldNames: readonly string[],
): Promise<ReceivedRegister> {
  const fields: Record<string, string> = {};
  const read = async (part: Multipart) => {
    const value = await textOf(part);
    fields[part.fieldname] = typeof value === 'string' ? value : JSON.stringify(value);
  };
  const file = await receiveFile(request, {
    take: readRegister,
    fields: Object.fromEntries(fieldNames.map((name) => [name, read])),
  });
  return { ...file, fields };
}

async function readRegister(part: MultipartFile): Promise<Omit<ReceivedRegister, 'fields'>> {
  const name = sanitiseFileName(part.filename ?? '', 'register');
  const format = REGISTER_FORMATS.find((format) => name.toLowerCase().endsWith(`.${format}`));
  if (!format) {
    part.file.destroy();
    throw new HttpError(415, API_MSG.registerWrongType);
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (error) {
    throw multipartError(error);
  }
  if (part.file.truncated) throw new HttpError(413, MSG.uploadTooLarge);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw badRequest(API_MSG.fileEmpty, { file: API_MSG.fileEmpty });
  return { name, format, bytes };
}

/**
 * POST /api/workspace/restore: the `file` part streamed to `path` (a backup is far larger than a document
 * and is never held in memory), at most `maxBytes`; nothing of it is read here.
 */
export async function receiveArchive(request: FastifyRequest, path: string, maxBytes: number): Promise<void> {
  if (!request.isMultipart()) throw new HttpError(415, API_MSG.uploadNotMultipart);
  const part = await request
    .file({ limits: { fileSize: maxBytes + 1, files: 1 } })
    .catch((error: unknown) => {
      throw multipartError(error);
    });
  if (part?.fieldname !== 'file') {
    part?.file.destroy();
    throw badRequest(MSG.selectFileToUpload, { file: MSG.selectFileToUpload });
  }
  try {
    await pipelineAsync(part.file, createWriteStream(path));
  } catch (error) {
    throw multipartError(error);
  }
  if (part.file.truncated)
    throw new HttpError(413, MSG_FN.fileLargerThan(Math.round(maxBytes / 1024 / 1024)));
}

/**
 * The request's one `file` part, handed to `take`; each text part named in `fields` to its reader;
 * any other file part read to its end. When a later part is refused, what `take` made is released.
 */
async function receiveFile<T>(
  request: FastifyRequest,
  handle: {
    take: (part: MultipartFile) => Promise<T>;
    release?: (taken: T) => Promise<void>;
    fields?: Record<string, (part: Multipart) => Promise<void>>;
  },
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, API_MSG.uploadNotMultipart);
  let taken: { value: T } | undefined;
  const parts = request.parts();
  try {
    for (;;) {
      const part = await nextPart(parts);
      if (!part) break;
      if (part.type === 'file' && part.fieldname === 'file') {
        if (taken) {
          part.file.destroy();
          throw badRequest(API_MSG.oneFileOnly, { file: API_MSG.oneFileOnly });
        }
        taken = { value: await handle.take(part) };
      } else if (handle.fields && Object.hasOwn(handle.fields, part.fieldname)) {
        await handle.fields[part.fieldname]?.(part);
      } else if (part.type === 'file') {
        await drain(part.file);
      }
    }
  } catch (error) {
    if (taken) await handle.release?.(taken.value);
    throw error;
  }
  if (!taken) throw badRequest(MSG.selectFileToUpload, { file: MSG.selectFileToUpload });
  return taken.value;
}

interface ReceivedBytes {
  name: string;
  kind: TDocumentKind;
  bytes: Buffer;
  sha256: string;
}

async function readDocument(part: MultipartFile): Promise<ReceivedBytes> {
  const { name, kind } = nameAndKindOf(part);
  const inspector = new DocumentInspector(kind, MAX_UPLOAD_BYTES);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of pipeline(part.file, inspector, () => undefined) as AsyncIterable<Buffer>) {
      chunks.push(chunk);
    }
  } catch (error) {
    throw inspector.failure ?? multipartError(error);
  }
  if (part.file.truncated) throw new HttpError(413, MSG.uploadTooLarge);
  return { name, kind, bytes: Buffer.concat(chunks), sha256: inspector.sha256() };
}

/** The file's sanitised name and the kind its extension names; refused by its name, not one byte is read. */
function nameAndKindOf(part: MultipartFile): { name: string; kind: TDocumentKind } {
  const name = sanitiseFileName(part.filename ?? '', 'document');
  const kind = documentKindOf(name);
  if (!kind) {
    part.file.destroy();
    throw new HttpError(415, MSG.uploadWrongType);
  }
  return { name, kind };
}

// Errors the parser raises (limits, a broken body) become answers; anything else is ours to report.
async function nextPart(parts: AsyncIterableIterator<Multipart>): Promise<Multipart | null> {
  try {
    const next = await parts.next();
    return next.done ? null : next.value;
  } catch (error) {
    throw multipartError(error);
  }
}

function multipartError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, MSG.uploadTooLarge);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(API_MSG.metadataInvalidJson, { metadata: API_MSG.metadataInvalidJson });
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'The upload has too many parts');
    default:
      return badRequest(API_MSG.uploadUnreadable);
  }
}

async function storeDocument(part: MultipartFile, { db, storage, workspaceId }: Destination) {
  const { name, kind } = nameAndKindOf(part);
  const key = await beginDocument(db, workspaceId);
  const contentType = DOCUMENT_CONTENT_TYPES[kind];
  const inspector = new DocumentInspector(kind, MAX_UPLOAD_BYTES);
  // An error on either side destroys both, so storage sees the refusal and removes what it wrote.
  const body: Readable = pipeline(part.file, inspector, () => undefined);
  try {
    const { size } = await storage.put(key, body, { contentType });
    // The parser cuts a file at its limit without an error: the flag is the only sign.
    if (part.file.truncated) throw new HttpError(413, MSG.uploadTooLarge);
    return { key, name, contentType, size, sha256: inspector.sha256() } satisfies StoredDocument;
  } catch (error) {
    await abandonDocument(db, storage, key);
    if (inspector.failure) throw inspector.failure;
    if (error instanceof Error && /terminated early|Unexpected end/i.test(error.message)) {
      throw badRequest(API_MSG.uploadUnreadable);
    }
    throw error;
  }
}

/** A text part's value: a field as the parser gives it, or a file part (a browser's Blob) read as text. */
const textOf = (part: Multipart): Promise<unknown> =>
  part.type === 'file' ? readMetadataFile(part) : Promise.resolve(metadataField(part));

function metadataField(part: Multipart & { type: 'field' }): unknown {
  if (part.valueTruncated) throw badRequest(API_MSG.metadataTooLarge, { metadata: API_MSG.metadataTooLarge });
  return part.value;
}

// The browser may send the metadata as a Blob, i.e. a file part: read it as text, within the field limit.
async function readMetadataFile(part: MultipartFile): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > UPLOAD_LIMITS.fieldSize) {
      part.file.destroy();
      throw badRequest(API_MSG.metadataTooLarge, { metadata: API_MSG.metadataTooLarge });
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// Parts nobody asked for are read to their end (within the parser's limits) so the parser moves on.
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discard
  }
}
