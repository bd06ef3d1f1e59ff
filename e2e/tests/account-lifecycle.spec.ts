import { expect, test } from '@playwright/test';
import { PASSWORD, registerVerified, uniqueEmail } from '../support/accounts.ts';
import { linkFromMail } from '../support/mail.ts';

test('a visitor registers, verifies by the mailed link, signs in and out', async ({ page }) => {
  const email = uniqueEmail('owner');

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Every Agreement, Tracked and On Time.' }),
  ).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /get started/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel(/^name/i).fill('Olivia Owner');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /create account|register|sign up/i }).click();
  await expect(
    page.getByText('Registration successful! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in before verifying offers to resend the mail.
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please verify your email before logging in').first()).toBeVisible();
  await expect(page.getByText('Would you like to resend the verification email?')).toBeVisible();
  await page.getByRole('button', { name: /^yes/i }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();

  const link = await linkFromMail(email, '/verify-email/');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByText(email)).toBeVisible();
  await expect(banner.getByText('admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contracts', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No contracts', exact: true })).toBeVisible();

  await banner.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a used verification link fails with the specification text', async ({ page }) => {
  await page.goto('/verify-email/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
  await expect(
    page.getByText('Sorry, we could not verify your email. The link may have expired.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('after sign-in the person lands on the page first asked for', async ({ page }) => {
  const email = uniqueEmail('deep');
  await registerVerified(page, 'Dana Deep', email);
  await page.goto('/app/account');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
});
