import { expect, test } from '@playwright/test';
import { PASSWORD, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { linkFromMail } from '../support/mail.ts';

test('an admin adds a colleague, who verifies, signs in and cannot manage users', async ({ page }) => {
  const adminEmail = uniqueEmail('admin');
  const colleagueEmail = uniqueEmail('colleague');
  await registerVerified(page, 'Avery Admin', adminEmail);
  await signIn(page, adminEmail);

  await page.getByRole('navigation').getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/users$/);
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^name/i).fill('Casey Colleague');
  await dialog.getByLabel(/^email/i).fill(colleagueEmail);
  await dialog.getByLabel(/^password/i).fill(PASSWORD);
  await dialog.getByLabel(/^role/i).selectOption('user');
  await dialog.getByRole('button', { name: /add user|save|create/i }).click();
  await expect(page.getByText('User added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(colleagueEmail) });
  await expect(row.getByText('Pending')).toBeVisible();

  // Promote, then demote again: the dropdown changes the role on the server.
  await row.getByRole('combobox').selectOption('admin');
  await expect(page.getByText('User role updated successfully').first()).toBeVisible();
  await row.getByRole('combobox').selectOption('user');
  await expect(row.getByRole('combobox')).toHaveValue('user');

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = await linkFromMail(colleagueEmail, '/verify-email/');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await signIn(page, colleagueEmail);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('user', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await page.goto('/app/admin/users');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('an admin deletes a colleague after confirming', async ({ page }) => {
  const adminEmail = uniqueEmail('admin');
  await registerVerified(page, 'Blake Admin', adminEmail);
  await signIn(page, adminEmail);
  const colleagueEmail = uniqueEmail('leaver');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const added = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Lee Leaver', email: colleagueEmail, password: PASSWORD, role: 'user' },
  });
  expect(added.status()).toBe(201);

  await page.goto('/app/admin/users');
  const row = page.getByRole('row', { name: new RegExp(colleagueEmail) });
  await expect(row).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this user?');
    void dialog.accept();
  });
  await row.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an admin renames the workspace; a user cannot open workspace settings', async ({ page }) => {
  const adminEmail = uniqueEmail('owner');
  await registerVerified(page, 'Wren Owner', adminEmail);
  await signIn(page, adminEmail);
  await page.goto('/app/admin/workspace');
  const name = page.getByLabel(/^workspace name/i);
  await expect(name).toHaveValue("Wren Owner's workspace");
  await name.fill('Harbour Hotels Group');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Workspace updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^workspace name/i)).toHaveValue('Harbour Hotels Group');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const userEmail = uniqueEmail('staff');
  const added = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Sam Staff', email: userEmail, password: PASSWORD, role: 'user' },
  });
  expect(added.status()).toBe(201);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const link = await linkFromMail(userEmail, '/verify-email/');
  expect(link).toContain('/verify-email/');
  const mailToken = new URL(link).pathname.split('/').pop();
  expect((await page.request.get(`/api/auth/verify/${mailToken}`)).status()).toBe(200);
  await signIn(page, userEmail);
  await page.goto('/app/admin/workspace');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
