// The shop in Chromium on a phone: a visitor picks a drink from the shop (7 % VAT), a T-shirt size
// (19 %), adds a court hour, pays everything in one checkout with the test card; the confirmation
// lists the products and the order carries both VAT rates. Staff see the stock sold in the dashboard.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './helpers';
import {
  continueToPayment,
  enterCard,
  fillContact,
  findFreeRun,
  holdSlot,
  login,
  openBookingDay,
  rememberConsent,
  signInToDashboard,
  venueDate,
} from './booking-flow';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a visitor on a phone buys a drink and a T-shirt with a court hour in one checkout', async ({ page }) => {
  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page).toHaveTitle(/^Shop \| /);

  // A drink (7 % VAT) from its category.
  await page.getByRole('button', { name: 'Drinks' }).click();
  await page.getByTestId('product-card').first().click();
  await expect(page.getByText('incl. 7 % VAT')).toBeVisible();
  await page.getByTestId('add-product').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-product')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Close cart' }).click();

  // A T-shirt in size M (19 % VAT), two of them.
  await page.goto('/product');
  await page.getByRole('button', { name: 'Apparel' }).click();
  await page.getByTestId('product-card').filter({ hasText: 'T-shirt' }).first().click();
  await expect(page.getByTestId('add-product')).toBeDisabled();
  await page.locator('.sh-variant', { hasText: /^M$/ }).click();
  await page.getByLabel('Quantity').selectOption('2');
  await saveScreenshot(page, 'shop-product-390');
  await page.getByTestId('add-product').click();
  await expect(drawer.getByTestId('cart-product')).toHaveCount(2);
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', /3 items/);
  await drawer.getByRole('button', { name: 'Close cart' }).click();

  // A court hour next to them.
  await page.goto('/booking');
  await openBookingDay(page, venueDate(5));
  const run = await findFreeRun(page, 1, '10:00');
  await holdSlot(page, run.court, run.times[0]!);

  await page.getByTestId('cart-button').click();
  await expect(drawer.getByTestId('cart-item')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-product')).toHaveCount(2);
  await drawer.getByTestId('cart-checkout').click();
  await fillContact(page, { name: 'Sandra Shop', email: `shop-${Date.now()}@example.org` });
  await continueToPayment(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('payment-success')).toBeVisible();
  await expect(page.getByTestId('order-product')).toHaveCount(2);
  await expect(page.getByTestId('order-items')).toContainText(run.court);
  await saveScreenshot(page, 'shop-payment-390');

  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = await page.evaluate(
    async (id) =>
      (await (await fetch(`/api/v1/orders/${id}`)).json()) as {
        status: string;
        totalCents: number;
        items: { grossCents: number }[];
        productLines: { vatPercent: number; quantity: number; grossCents: number }[];
        summary: { serviceFee: number; serviceFeeVat: number };
      },
    orderId,
  );
  expect(order.status).toBe('completed');
  expect(order.productLines.map((l) => l.vatPercent).sort()).toEqual([19, 7]);
  expect(order.productLines.find((l) => l.vatPercent === 19)!.quantity).toBe(2);
  const lines = [...order.items, ...order.productLines].reduce((sum, l) => sum + l.grossCents, 0);
  expect(order.totalCents).toBe(lines + order.summary.serviceFee + order.summary.serviceFeeVat);
});

test('staff find the catalogue in the dashboard and edit a product', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInToDashboard(page, 'admin@example.com');
  await page.goto('/dashboard/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Products' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await saveScreenshot(page, 'dashboard-products', false);
  await grid.getByRole('link', { name: /^Edit Cap/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Cap' })).toBeVisible();
  await page.getByLabel(/Low stock/).fill('7');
  await page.getByTestId('product-save').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Low stock/)).toHaveValue('7');
});

test('with the shop switched off, the shop pages point to coming soon and nothing can be added', async ({
  page,
  request,
}) => {
  const token = await login(request, 'admin@example.com');
  const setShop = async (on: boolean) => {
    const res = await request.patch('/api/v1/settings/venue', {
      headers: { authorization: `Bearer ${token}` },
      data: { shopEnabled: on },
    });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const catalogue = (await (await request.get('/api/v1/shop/products')).json()) as { rows: { id: string }[] };
  const productId = catalogue.rows[0]!.id;
  await setShop(false);
  try {
    await page.goto('/product');
    await expect(page.getByTestId('shop-off')).toBeVisible();
    await page.getByTestId('shop-off').getByRole('link').click();
    await expect(page).toHaveURL(/\/coming-soon$/);
    const add = await request.post('/api/v1/cart/products', { data: { items: [{ productId, quantity: 1 }] } });
    expect(add.status()).toBe(409);
    expect((await add.json()).code).toBe('SHOP_DISABLED');
  } finally {
    await setShop(true);
  }
  await page.goto('/product');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
