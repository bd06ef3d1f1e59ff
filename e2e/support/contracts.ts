// What the contract journeys share: a small PDF, the directory records a contract needs, the wizard's steps.
import { expect, type Page } from '@playwright/test';
import { buildTextPdf } from '../../apps/server/test/support/pdf.ts';
import { authorization, uniqueEmail } from './accounts.ts';

/** A small but valid one-page PDF holding `text`. */
export const minimalPdf = (text = 'Linen service agreement') => buildTextPdf([[text]]);

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

export const nextStep = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`${title.replace('&', '\\&')}$`) });
