// Helpers of the contracts API tests: a workspace with people, properties and a vendor, uploads
// built as real multipart bodies, and what storage and the tables hold afterwards.
import {
  asCalendarDate,
  defaultLifecycle,
  storedDatesFor,
  type TContractMetadataInput,
} from '@keydate/domain';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { contractProperties, contracts } from '../../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { PDF_BYTES } from './documents.ts';
import { authHeader, buildProperty, buildUser, buildVendor, buildWorkspace } from './factories.ts';
import { type FormPart, multipartBody } from './multipart.ts';

export type Headers = { authorization: string };

export async function buildContractWorld(t: TestApp, names: { properties?: string[]; vendor?: string } = {}) {
  const workspace = await buildWorkspace(t.db);
  const adminUser = await buildUser(t.db, { workspaceId: workspace.id, role: 'admin' });
  const memberUser = await buildUser(t.db, { workspaceId: workspace.id, role: 'user' });
  const properties: Array<Awaited<ReturnType<typeof buildProperty>>> = [];
  for (const name of names.properties ?? ['Harbour View', 'Beach House', 'City Center']) {
    properties.push(await buildProperty(t.db, workspace.id, { name }));
  }
  const vendor = await buildVendor(t.db, workspace.id, { name: names.vendor ?? 'Acme Linen' });
  const property = (index: number) => {
    const found = properties[index];
    if (!found) throw new Error(`no property ${index}`);
    return found;
  };
  return {
    workspace,
    property,
    adminUser,
    memberUser,
    admin: await authHeader(t.db, adminUser.id),
    member: await authHeader(t.db, memberUser.id),
    properties,
    vendor,
  };
}

export function individualMetadata(propertyId: string, overrides: Partial<TContractMetadataInput> = {}) {
  return {
    name: 'Linen Service 2025',
    agreementType: 'INDIVIDUAL',
    contractType: 'service',
    startDate: '2025-01-05',
    propertyId,
    ...overrides,
  } as TContractMetadataInput;
}

export interface UploadOptions {
  metadata?: unknown;
  /** Raw metadata text, sent as is (malformed JSON). */
  metadataText?: string;
  file?: { filename: string; data: Buffer; contentType?: string } | null;
  /** Send the metadata as a file part (a Blob), as some browsers do. */
  metadataAsFile?: boolean;
  /** Send the file part before the metadata part. */
  fileFirst?: boolean;
}

export function uploadBody(options: UploadOptions) {
  const parts: FormPart[] = [];
  const text =
    options.metadataText ?? (options.metadata === undefined ? undefined : JSON.stringify(options.metadata));
  if (text !== undefined) {
    parts.push(
      options.metadataAsFile
        ? { name: 'metadata', filename: 'blob', data: text, contentType: 'application/octet-stream' }
        : { name: 'metadata', value: text },
    );
  }
  const file =
    options.file === undefined
      ? { filename: 'contract.pdf', data: PDF_BYTES, contentType: 'application/pdf' }
      : options.file;
  if (file) {
    const part: FormPart = { name: 'file', ...file };
    if (options.fileFirst) parts.unshift(part);
    else parts.push(part);
  }
  return multipartBody(parts);
}

export function upload(t: TestApp, headers: Headers, options: UploadOptions) {
  const body = uploadBody(options);
  return t.app.inject({
    method: 'POST',
    url: '/api/contracts/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export function replaceDocument(
  t: TestApp,
  headers: Headers,
  id: string,
  file: { filename: string; data: Buffer; contentType?: string } | null,
) {
  const body = multipartBody(file ? [{ name: 'file', ...file }] : [{ name: 'note', value: 'no file' }]);
  return t.app.inject({
    method: 'PUT',
    url: `/api/contracts/${id}/document`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** POST /api/documents/analyze with one file; `accept` asks for the reading's progress as JSON lines. */
export function analyzeDocument(
  t: TestApp,
  headers: Headers | Record<string, never>,
  file: { filename: string; data: Buffer },
  accept?: string,
) {
  const body = multipartBody([{ name: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/analyze',
    headers: { ...headers, ...body.headers, ...(accept ? { accept } : {}) },
    payload: body.payload,
  });
}

/** GET /api/contracts/:id as `headers` sees it, once the readings of documents in hand are done. */
export async function contractOnceRead(t: TestApp, headers: Headers, id: string) {
  await t.app.ctx.documentTexts.idle();
  const res = await t.app.inject({ method: 'GET', url: `/api/contracts/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A contract as a register import writes it, without a document: one property, the default lifecycle. */
export async function insertContractWithoutDocument(
  t: TestApp,
  values: {
    workspaceId: string;
    propertyId: string;
    name: string;
    startDate?: string;
    contractType?: string;
  },
): Promise<string> {
  const lifecycle = defaultLifecycle();
  const [row] = await t.db
    .insert(contracts)
    .values({
      workspaceId: values.workspaceId,
      name: values.name,
      agreementType: 'INDIVIDUAL',
      contractType: values.contractType ?? 'Other',
      ...storedDatesFor(asCalendarDate(values.startDate ?? '2025-01-05'), lifecycle),
      lifecycle,
      propertyId: values.propertyId,
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('no contract inserted');
  return row.id;
}

/** What a refused call must leave unchanged: the stored files and the rows of both contract tables. */
export async function footprint(t: TestApp) {
  const [c] = await t.db.select({ n: count() }).from(contracts);
  const [m] = await t.db.select({ n: count() }).from(contractProperties);
  return { files: await t.storage.list(''), contracts: c?.n ?? 0, members: m?.n ?? 0 };
}
