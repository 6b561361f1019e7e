// Management in Chromium: an admin takes a permission away from staff and staff
// loses that screen at once (same session, no new sign-in); a manager changes a peak price and the
// public /pricing page shows it; a contradictory season is refused with a clear message.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { rememberConsent } from './booking-flow';
import { saveScreenshot } from './helpers';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await rememberConsent(context, test.info().project.use.baseURL!);
  const page = await context.newPage();
  await page.goto('/auth/jwt/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('courtside-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('an admin removes coupon.read from staff: staff loses the coupons screen at once', async ({ browser }) => {
  const staff = await signedIn(browser, 'staff@example.com');
  await staff.getByRole('link', { name: 'Coupons' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(staff.getByRole('grid', { name: 'Coupons' })).toContainText('WILLKOMMEN');

  const admin = await signedIn(browser, 'admin@example.com');
  await admin.goto('/dashboard/permission');
  const cell = admin.getByRole('checkbox', { name: 'Staff: coupon.read' });
  await expect(cell).toBeChecked();
  await cell.uncheck();
  await admin.getByRole('button', { name: 'Save permissions' }).click();
  await expect(admin.getByTestId('matrix-saved')).toBeVisible();
  await expect(admin.getByRole('checkbox', { name: 'Staff: coupon.read' })).not.toBeChecked();
  await saveScreenshot(admin, 'management-permission-matrix');

  // The staff's token is unchanged, yet the server refuses the very next request...
  const token = await staff.evaluate(() => localStorage.getItem('access_token'));
  const answer = await staff.request.get('/api/v1/coupons', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(403);
  // ...and the screen and its menu entry are gone on the next load, without signing in again.
  await staff.reload();
  await expect(staff.getByTestId('error-403')).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await saveScreenshot(staff, 'management-staff-lost-coupons');

  // The change is in the matrix's history.
  await admin.getByRole('button', { name: 'History' }).click();
  await expect(admin.getByRole('list', { name: 'History' })).toContainText('Permissions changed');
  await expect(admin.getByRole('list', { name: 'History' })).toContainText('Anna Admin');
});

test('a manager changes a peak price and /pricing shows it; an overlapping season is refused', async ({ browser }) => {
  const manager = await signedIn(browser, 'manager@example.com');
  await manager.goto('/dashboard/venue?tab=rules');
  await manager.getByRole('button', { name: 'Edit Category beach_volleyball' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Edit rule' });
  const peak = dialog.getByTestId('price-band-0').getByLabel('Price per slot');
  await peak.fill('39.50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(manager.getByTestId('rule-beach_volleyball')).toContainText('€39.50');

  await manager.goto('/pricing');
  await expect(manager.getByText('€39.50').first()).toBeVisible();
  await saveScreenshot(manager, 'management-pricing-after-change');

  // A new season over the dates of an existing one is refused, saying with which.
  await manager.goto('/dashboard/venue?tab=seasons');
  await manager.getByRole('button', { name: 'New season' }).click();
  const season = manager.getByRole('dialog', { name: 'New season' });
  const year = new Date().getFullYear();
  await season.getByLabel('Name').fill('Overlap test');
  await season.getByLabel('First day').fill(`${year + 1}-06-01`);
  await season.getByLabel('Last day').fill(`${year + 1}-06-30`);
  await expect(season.getByRole('alert').or(season.locator('.MuiAlert-standardWarning'))).toContainText(
    `Sommer ${year + 1}`,
  );
  await season.getByRole('button', { name: 'Save' }).click();
  await expect(season.getByTestId('setup-error')).toContainText(`overlaps Sommer ${year + 1}`);
  await saveScreenshot(manager, 'management-season-overlap');
});
