// The dashboard's frame on the light layer (ADR 018): on a phone the navigation is a modal drawer
// (axe-clean, Escape closes it and gives focus back to the menu button, a link closes it); the first
// screen loads no MUI, and an MUI screen opened from the drawer gets the MUI theme with its route.
import { expect, test } from '@playwright/test';
import { violations } from './axe';
import { login, rememberConsent } from './booking-flow';

test.use({ bypassCSP: true });

test('phone: the dashboard drawer opens, closes with Escape and leads to an MUI screen', async ({
  page,
  context,
  request,
}) => {
  await rememberConsent(context, test.info().project.use.baseURL!);
  const token = await login(request, 'staff@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  await expect(page.getByTestId('staff-overview')).toBeVisible();
  // No MUI chunk and no MUI styles on the first screen.
  expect(scripts.filter((s) => /\/(mui|mui-more|theme-provider)-/.test(s))).toEqual([]);
  expect(await page.locator('[class*="Mui"]').count()).toBe(0);

  const menuButton = page.getByRole('button', { name: 'Open navigation' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard navigation' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole('link', { name: 'Bookings', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  // The MUI screen is themed: its grid is drawn by MUI with the app's font.
  await expect(page.locator('.MuiDataGrid-root')).toBeVisible();
  expect(await page.locator('.MuiDataGrid-root').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Inter/);
});
