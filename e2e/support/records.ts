// A workspace's records made through the API, as the web app sends them, for journeys that need a few
// in place before they start.
import { expect, type Page } from '@playwright/test';
import { authorization, uniqueEmail } from './accounts.ts';

export interface Ref {
  _id: string;
}

export async function addProperty(page: Page, name: string): Promise<Ref> {
  const res = await page.request.post('/api/properties', {
    headers: await authorization(page),
    data: { name, status: 'active' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Ref;
}

export async function addVendor(page: Page, name: string): Promise<Ref> {
  const res = await page.request.post('/api/vendors', {
    headers: await authorization(page),
    data: { name, contactPerson: 'Dana Diaz', email: uniqueEmail('vendor'), phone: '555 0100' },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Ref;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** POST /api/contracts/upload as the wizard sends it: a metadata part and a file part. */
export async function uploadThroughApi(
  page: Page,
  metadata: Record<string, unknown>,
  file: UploadFile,
): Promise<Ref> {
  const res = await page.request.post('/api/contracts/upload', {
    headers: await authorization(page),
    multipart: { metadata: JSON.stringify(metadata), file },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Ref;
}
