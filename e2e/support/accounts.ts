import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './mail.ts';

export const PASSWORD = 'a-long-enough-password';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** Registers through the API and verifies through the mailed link: a ready account for a journey. */
export async function registerVerified(page: Page, name: string, email: string): Promise<void> {
  const res = await page.request.post('/api/auth/register', { data: { name, email, password: PASSWORD } });
  expect(res.status()).toBe(201);
  const link = await linkFromMail(email, '/verify-email/');
  const token = new URL(link).pathname.split('/').pop();
  const verified = await page.request.get(`/api/auth/verify/${token}`);
  expect(verified.status()).toBe(200);
}

/** The signed-in person's bearer header, for calls a journey makes beside the page. */
export async function authorization(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { authorization: `Bearer ${token}` };
}
