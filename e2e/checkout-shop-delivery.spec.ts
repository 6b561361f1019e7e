// Pick-up or delivery in Chromium on a phone (docs/product/shop.md#pick-up-or-delivery): a guest buys a
// T-shirt, chooses delivery for the venue's 4.90 € fee and enters the address; the summary shows the
// shipping line, the paid order shows "To be shipped" with its code; staff at the desk find the order
// by its code on the product screen and mark it shipped.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './helpers';
import { continueToPayment, enterCard, fillContact, rememberConsent, signInToDashboard } from './booking-flow';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a guest has a T-shirt delivered; staff mark it shipped', async ({ page, browser, baseURL }) => {
  await page.goto('/product');
  await page.getByRole('button', { name: 'Apparel' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'T-shirt' }).first().click();
  await page.locator('.sh-variant', { hasText: /^L$/ }).click();
  await page.getByTestId('add-product').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-product')).toHaveCount(1);
  await drawer.getByTestId('cart-checkout').click();
  await fillContact(page, { name: 'Dora Delivery', email: `delivery-${Date.now()}@example.org` });

  const choice = page.getByTestId('delivery-choice');
  await expect(choice.getByLabel('Pick up at the venue (free)')).toBeChecked();
  await choice.getByLabel(/^Delivery for .*4\.90/).check();
  await choice.getByTestId('delivery-name').fill('Dora Delivery');
  await choice.getByTestId('delivery-street').fill('Hafenweg 3');
  await choice.getByTestId('delivery-postalCode').fill('20457');
  await choice.getByTestId('delivery-city').fill('Hamburg');
  await choice.getByTestId('delivery-save').click();
  await expect(choice.getByTestId('delivery-chosen')).toBeVisible();
  await expect(page.getByTestId('summary-shipping').first()).toHaveText(/4\.90/);
  await saveScreenshot(page, 'shop-delivery-390');

  await continueToPayment(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('order-shipping')).toContainText('4.90');
  await expect(page.getByTestId('fulfilment-state')).toHaveText('To be shipped');
  const code = ((await page.getByTestId('fulfilment-code').textContent()) ?? '').replace('Order code ', '').trim();
  expect(code).toMatch(/^[0-9A-F]{8}$/);

  // The desk, on a phone too: the order is listed by its code; one tap marks it shipped.
  const desk = await browser.newPage({ viewport: { width: 390, height: 844 }, baseURL: baseURL! });
  await signInToDashboard(desk, 'staff@example.com');
  await desk.goto('/dashboard/product');
  const row = desk.locator(`[data-testid="fulfilment-row"][data-code="${code}"]`);
  await expect(row).toContainText('Dora Delivery');
  await expect(row).toContainText('Hafenweg 3');
  await saveScreenshot(desk, 'dashboard-fulfilment-390');
  await row.getByTestId('fulfilment-complete').click();
  await expect(row).toHaveCount(0);
  await desk.getByRole('tab', { name: 'Done' }).click();
  await expect(desk.locator(`[data-testid="fulfilment-row"][data-code="${code}"]`)).toContainText('Shipped');

  await page.reload();
  await expect(page.getByTestId('fulfilment-state')).toHaveText('Shipped');
});
