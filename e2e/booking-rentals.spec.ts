// Rentals with a court booking in Chromium on a phone (docs/product/shop.md#rentals): a guest holds
// a court hour, adds two ball sets under it in the cart, pays with the test card; the order carries
// the rental line and staff see it on the booking detail and the day's hand-out list.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './helpers';
import {
  continueToPayment,
  enterCard,
  fillContact,
  findFreeRun,
  holdSlot,
  openBookingDay,
  rememberConsent,
  signInToDashboard,
  venueDate,
} from './booking-flow';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a guest on a phone books a court with two ball sets and staff see them on the booking', async ({
  page: guestPage,
  browser,
  baseURL,
}) => {
  let page = guestPage;
  test.setTimeout(150_000);
  await page.goto('/booking');
  await openBookingDay(page, venueDate(9));
  const run = await findFreeRun(page, 1, '10:00');
  await holdSlot(page, run.court, run.times[0]!);

  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-item')).toHaveCount(1);
  const balls = drawer.getByTestId('rental-offer').filter({ hasText: 'Ball set' });
  await expect(balls).toBeVisible();
  await expect(balls).toContainText('per booking');
  await balls.getByRole('button', { name: /^More/ }).click();
  await expect(balls.getByTestId('rental-quantity')).toHaveText('1');
  await balls.getByRole('button', { name: /^More/ }).click();
  await expect(balls.getByTestId('rental-quantity')).toHaveText('2');
  await expect(balls).toContainText('8.00');
  await saveScreenshot(page, 'rentals-cart-390-en', false);

  await drawer.getByTestId('cart-checkout').click();
  await fillContact(page, { name: 'Bea Beach', email: `rentals-${Date.now()}@example.org` });
  await continueToPayment(page);
  await expect(page.getByTestId('booking-rentals').first()).toContainText('Ball set');
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('payment-success')).toBeVisible();

  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = await page.evaluate(
    async (id) =>
      (await (await fetch(`/api/v1/orders/${id}`)).json()) as {
        status: string;
        totalCents: number;
        items: { bookingId: string; grossCents: number }[];
        rentalLines: { bookingId: string; quantity: number; grossCents: number; vatPercent: number }[];
        summary: { serviceFee: number; serviceFeeVat: number };
      },
    orderId,
  );
  expect(order.status).toBe('completed');
  expect(order.rentalLines).toEqual([
    expect.objectContaining({ bookingId: order.items[0]!.bookingId, quantity: 2, grossCents: 800, vatPercent: 19 }),
  ]);
  const lines = [...order.items, ...order.rentalLines].reduce((sum, l) => sum + l.grossCents, 0);
  expect(order.totalCents).toBe(lines + order.summary.serviceFee + order.summary.serviceFeeVat);

  // Staff, in a browser of their own (signing in where the guest paid would attach the guest's
  // order to the staff account), see the rental on the booking detail at 1440 px, then 390 px.
  const staffContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1440, height: 900 } });
  await rememberConsent(staffContext, baseURL!);
  page = await staffContext.newPage();
  await signInToDashboard(page, 'staff@example.com');
  await page.goto(`/dashboard/bookings/${order.items[0]!.bookingId}`);
  const card = page.getByTestId('booking-rentals-card');
  await expect(card.getByTestId('booking-rental')).toContainText('2 × Ball set');
  await saveScreenshot(page, 'rentals-staff-detail-1440-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('booking-rental')).toBeVisible();
  await saveScreenshot(page, 'rentals-staff-detail-390-en');
  await page.goto('/dashboard');
  await expect(page.getByTestId('hand-out-panel')).toBeVisible();
  await saveScreenshot(page, 'rentals-today-390-en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreenshot(page, 'rentals-today-1440-en');
  await staffContext.close();
});
