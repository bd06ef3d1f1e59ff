import { expect, type Page, test } from '@playwright/test';
import { registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';

/** The page's content-security-policy violations, watched from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('/login loads only the app’s first script until its form is used', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const answer = await page.goto('/login');
  const html = (await answer?.text()) ?? '';
  const firstScript = [...html.matchAll(/(?:src|href)="(\/assets\/[\w-]+\.js)"/g)].map((match) => match[1]);

  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(firstScript.length).toBeGreaterThan(0);
  expect([...scripts].sort()).toEqual([...firstScript].sort());

  // The form's rules come with its first check.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(firstScript.length);
});

test('the sign-in pages and the first page behind them break no rule of the content-security-policy', async ({
  page,
}) => {
  const violations = await watchViolations(page);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.goto('/verify-email/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();

  const email = uniqueEmail('policy');
  await registerVerified(page, 'Pat Policy', email);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Contracts', exact: true })).toBeVisible();

  expect(violations).toEqual([]);
});
