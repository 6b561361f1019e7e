// Punch cards on a phone (docs/product/passes.md): a signed-in customer buys the demo venue's
// 10er-Karte through the one checkout (card), books an off-peak weekday court hour, pays it with
// one punch (nothing left to pay) and finds the balance under "My bookings".
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './helpers';
import {
  continueToPayment,
  enterCard,
  findFreeRun,
  holdSlot,
  login,
  openBookingDay,
  rememberConsent,
  venueDate,
} from './booking-flow';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

/** The first Monday–Friday at least `min` days ahead (venue time). */
function weekdayAhead(min: number): string {
  for (let d = min; d < min + 7; d++) {
    const date = venueDate(d);
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (day >= 1 && day <= 5) return date;
  }
  throw new Error('no weekday');
}

test('a customer buys a 10er-Karte and books a court with it on a phone', async ({ page, request }) => {
  test.slow();
  const token = await login(request, 'customer@example.com');
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);

  // Buy: the pass is a cart line, paid by card in the one checkout.
  await page.goto('/passes');
  const card = page.getByTestId('pass-type').filter({ hasText: '10-hour card' });
  await expect(card).toBeVisible();
  await saveScreenshot(page, 'passes-catalogue-390');
  await card.getByTestId('pass-buy').click();
  await expect(page).toHaveURL(/\/dashboard\/book\/checkout\?step=0/);
  await expect(page.getByTestId('cart-pass-line')).toContainText('10-hour card');
  await continueToPayment(page);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });

  // Book an off-peak weekday hour and pay it with one punch.
  await page.goto('/dashboard/book');
  await openBookingDay(page, weekdayAhead(2));
  const run = await findFreeRun(page, 1, '09:00');
  expect(run.times[0]! < '15:00', `a free morning slot (got ${run.times[0]})`).toBe(true);
  await holdSlot(page, run.court, run.times[0]!);
  await page.getByTestId('bar-checkout').click();
  await expect(page).toHaveURL(/\/dashboard\/book\/checkout\?step=0/);
  // `.first()`: a retry finds the pass an earlier attempt bought beside the one it bought itself.
  await page.getByTestId('pass-use').filter({ hasText: '10-hour card' }).first().click();
  await expect(page.getByTestId('pass-applied')).toContainText('1 punch');
  await saveScreenshot(page, 'passes-checkout-390');
  await continueToPayment(page);
  await expect(page.getByText('your pass covers everything', { exact: false })).toBeVisible();
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });

  // The balance and history under "My bookings".
  await page.goto('/customers-bookings');
  const pass = page
    .getByTestId('my-passes')
    .getByTestId('pass-card')
    .filter({ hasText: '10-hour card' })
    .filter({ has: page.getByTestId('pass-balance').filter({ hasText: /^\s*9 of 10 left\s*$/ }) });
  // Many bookings load beside it; on a loaded machine the page's queries take a while.
  await expect(pass).toHaveCount(1, { timeout: 60_000 });
  await pass.getByRole('button', { name: 'History' }).click();
  await expect(pass).toContainText('Used');
  await saveScreenshot(page, 'passes-my-bookings-390');
});
