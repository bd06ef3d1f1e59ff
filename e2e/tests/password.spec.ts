import { expect, test } from '@playwright/test';
import { PASSWORD, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { linkFromMail } from '../support/mail.ts';

test('a person who forgot the password resets it by the mailed link and signs in with the new one', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  await registerVerified(page, 'Frankie Forgetful', email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel(/^email/i).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, a password reset link has been sent.'),
  ).toBeVisible();

  const link = await linkFromMail(email, '/reset-password/');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const newPassword = 'an-even-longer-password';
  await page.getByLabel(/^new password/i).fill(newPassword);
  await page.getByLabel(/^confirm new password/i).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signIn(page, email, newPassword);

  // The link was single-use.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel(/^new password/i).fill('yet-another-password');
  await page.getByLabel(/^confirm new password/i).fill('yet-another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired').first()).toBeVisible();
});

test('a signed-in person changes their name and password on the account page', async ({ page }) => {
  const email = uniqueEmail('account');
  await registerVerified(page, 'Ari Account', email);
  await signIn(page, email);
  await page.goto('/app/account');

  await page.getByLabel(/^name/i).fill('Ari Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Account updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^name/i)).toHaveValue('Ari Renamed');

  await page.getByLabel(/^current password/i).fill('not-my-password');
  await page.getByLabel(/^new password/i).fill('brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await page.getByLabel(/^current password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'brand-new-password');
});
