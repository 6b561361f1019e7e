// Split the court (docs/product/split-payment.md) in Chromium: a guest holds a court, splits it
// with three players on a phone (390 px) and pays their own share; two players pay through their
// links (one on the share page, one through the API); the booker pays the rest and the booking
// shows paid.
import { expect, test } from '@playwright/test';
import {
  continueToPayment,
  enterCard,
  fillContact,
  findFreeRun,
  holdSlot,
  login,
  openBookingDay,
  rememberConsent,
  splitShareToken as shareToken,
  venueDate,
} from './booking-flow';

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a guest splits a court with three players; two pay by link, the booker pays the rest', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const booker = `split-${stamp}@example.org`;
  const players = [1, 2, 3].map((n) => `player${n}-${stamp}@example.org`);

  await page.goto('/booking');
  let court = '';
  for (let offset = 0; !court; offset += 1) {
    await openBookingDay(page, venueDate(6 + offset));
    try {
      const run = await findFreeRun(page, 1, '10:00');
      await holdSlot(page, run.court, run.times[0]!);
      court = run.court;
    } catch (error) {
      if (offset >= 3) throw error;
    }
  }

  // The checkout on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/booking/checkout?step=0');
  await fillContact(page, { name: 'Sina Split', email: booker });
  await continueToPayment(page);
  await page.getByLabel('Split with other players').check();
  for (const [i, email] of players.entries()) {
    if (i > 0) await page.getByTestId('split-add').click();
    await page.getByTestId(`split-email-${i}`).fill(email);
  }
  const shares = page.getByTestId('split-shares');
  await expect(shares).toContainText('You pay now');
  await expect(shares).toContainText('Each other player pays');
  const payLabel = (await shares.locator('p').first().textContent())!.replace('You pay now: ', '');
  await expect(page.getByTestId('pay-button')).toContainText(payLabel);
  // Nothing sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('split-share-paid')).toBeVisible();
  await expect(page.getByTestId('split-share')).toHaveCount(4);
  const resultUrl = page.url();

  const admin = await login(request, 'admin@example.com');
  const [first, second] = [
    await shareToken(request, admin, players[0]!),
    await shareToken(request, admin, players[1]!),
  ];

  // The first player pays on the share page: court, time and their share.
  await page.goto(`/pay/${first}`);
  await expect(page.getByRole('heading', { name: 'Pay your share', level: 1 })).toBeVisible();
  await expect(page.getByTestId('pay-link-share')).toContainText('Your share');
  await expect(page.getByText(court).first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('pay-link-state')).toContainText('Your share is paid');

  // The second player pays through the API (another device).
  const paid = await request.post(`/api/v1/payment-links/${second}/pay`, {
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  // The third has not paid: the booker pays the rest now.
  await page.goto(resultUrl);
  await expect(page.getByTestId('split-share').filter({ hasText: 'Paid' })).toHaveCount(3);
  await page.getByTestId('split-pay-rest').click();
  await expect(page).toHaveURL(/\/pay\//);
  await expect(page.getByTestId('pay-link-share')).toContainText('The rest to pay');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('pay-link-state')).toContainText('Your share is paid');

  // The booking shows paid.
  await page.goto(resultUrl);
  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  await expect(page.getByTestId('order-items')).toContainText(court);
  await expect(page.getByTestId('split-share').filter({ hasText: 'Taken over' })).toHaveCount(1);
});
