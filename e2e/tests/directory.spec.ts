import { expect, test } from '@playwright/test';
import { authorization, registerVerified, signIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';

test('a person keeps the property list: adds, renames and retires a property; names stay unique', async ({
  page,
}) => {
  const email = uniqueEmail('properties');
  await registerVerified(page, 'Pat Properties', email);
  await signIn(page, email);

  await page.getByRole('navigation').getByRole('link', { name: 'Properties' }).click();
  await expect(page).toHaveURL(/\/app\/properties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No properties yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Property' }).click();
  const add = page.getByRole('dialog', { name: 'Add Property' });
  await expect(add.getByLabel('Status')).toHaveValue('active');
  await add.getByLabel(/^Property Code\/Name/).fill('Harbour Hotel');
  await add.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: /Harbour Hotel/ });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Edit Harbour Hotel' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Property' });
  const name = edit.getByLabel(/^Property Code\/Name/);
  await expect(name).toHaveValue('Harbour Hotel');
  await name.fill('Harbour Hotel & Spa');
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Property updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  const renamed = page.getByRole('row', { name: /Harbour Hotel & Spa/ });
  await expect(renamed.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Harbour Hotel', exact: true })).toHaveCount(0);

  // The same name in another case is refused; the modal stays open with what was typed.
  const opener = page.getByRole('button', { name: 'Add Property' });
  await opener.click();
  const again = page.getByRole('dialog', { name: 'Add Property' });
  // Focus moves into the form, and the page behind the modal is inert: nothing there takes focus.
  await expect(again.getByLabel(/^Property Code\/Name/)).toBeFocused();
  const behind = page.getByRole('navigation').getByRole('link', { name: 'Properties' });
  const tookFocus = await behind.evaluate((link: HTMLElement) => {
    link.focus();
    return document.activeElement === link;
  });
  expect(tookFocus).toBe(false);
  await again.getByLabel(/^Property Code\/Name/).fill('harbour hotel & SPA');
  await again.getByRole('button', { name: 'Add Property' }).click();
  await expect(again.getByText('A property with this name already exists')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'A property with this name already exists' }),
  ).toBeVisible();
  await expect(again.getByLabel(/^Property Code\/Name/)).toHaveValue('harbour hotel & SPA');
  await expect(again.getByLabel(/^Property Code\/Name/)).toHaveAttribute('aria-invalid', 'true');

  // Escape closes the modal and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(opener).toBeFocused();

  await page.reload();
  await expect(page.getByRole('row', { name: /Harbour Hotel & Spa/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Harbour Hotel & Spa/ }).getByText('Inactive')).toBeVisible();
});

test('a person adds a vendor, reaches it by mail and phone links, and edits it', async ({ page }) => {
  const email = uniqueEmail('vendors');
  await registerVerified(page, 'Val Vendors', email);
  await signIn(page, email);
  const vendorEmail = uniqueEmail('linen');

  await page.getByRole('navigation').getByRole('link', { name: 'Vendors' }).click();
  await expect(page).toHaveURL(/\/app\/vendors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No vendors yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const add = page.getByRole('dialog', { name: 'Add Vendor' });
  await add.getByLabel(/^Company Name/).fill('Acme Linen');
  await add.getByLabel(/^Contact Person/).fill('Dana Diaz');
  await add.getByLabel(/^Email/).fill(vendorEmail);
  await add.getByLabel(/^Phone/).fill('+1 (555) 010-2030');
  await add.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(page.getByText('Vendor added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const row = page.getByRole('row', { name: /Acme Linen/ });
  await expect(row.getByText('Dana Diaz')).toBeVisible();
  await expect(row.getByRole('link', { name: vendorEmail })).toHaveAttribute('href', `mailto:${vendorEmail}`);
  await expect(row.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
    'href',
    'tel:+15550102030',
  );
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Edit Acme Linen' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await expect(edit.getByLabel(/^Company Name/)).toHaveValue('Acme Linen');
  await expect(edit.getByLabel(/^Email/)).toHaveValue(vendorEmail);
  await edit.getByLabel(/^Contact Person/).fill('Gus Green');
  await edit.getByLabel(/^Phone/).fill('(020) 7946 0018');
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Vendor updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByText('Gus Green')).toBeVisible();
  await expect(row.getByRole('link', { name: '(020) 7946 0018' })).toHaveAttribute('href', 'tel:02079460018');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  // A second vendor of the same name is refused, with the server's message on the field.
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const again = page.getByRole('dialog', { name: 'Add Vendor' });
  await again.getByLabel(/^Company Name/).fill('ACME linen');
  await again.getByLabel(/^Contact Person/).fill('Hal Hill');
  await again.getByLabel(/^Email/).fill(uniqueEmail('hal'));
  await again.getByLabel(/^Phone/).fill('555 0199');
  await again.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(again.getByText('A vendor with this name already exists')).toBeVisible();
  await expect(again).toBeVisible();
});

test('the properties and vendors pages and their modals have no serious or critical accessibility violations', async ({
  page,
}) => {
  const email = uniqueEmail('axe-directory');
  await registerVerified(page, 'Axe Directory', email);
  await signIn(page, email);
  const headers = await authorization(page);
  const property = await page.request.post('/api/properties', {
    headers,
    data: { name: 'Lakeside Inn', status: 'inactive' },
  });
  expect(property.status()).toBe(201);
  const vendor = await page.request.post('/api/vendors', {
    headers,
    data: {
      name: 'Bright Elevators',
      contactPerson: 'Eli Evans',
      email: 'eli@example.com',
      phone: '555 0100',
    },
  });
  expect(vendor.status()).toBe(201);

  await page.goto('/app/properties');
  await expect(page.getByRole('row', { name: /Lakeside Inn/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit Lakeside Inn' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Property' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Errors under the fields are part of the modal too.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add Property' }).click();
  const add = page.getByRole('dialog', { name: 'Add Property' });
  await add.getByRole('button', { name: 'Add Property' }).click();
  await expect(add.getByText('Property Code/Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/app/vendors');
  await expect(page.getByRole('row', { name: /Bright Elevators/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const addVendor = page.getByRole('dialog', { name: 'Add Vendor' });
  await addVendor.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(addVendor.getByText('Company Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
