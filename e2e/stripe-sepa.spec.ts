// SEPA direct debit through Stripe in Chromium (project `stripe`: Stripe configured with
// STRIPE_PAYMENT_METHODS=card,sepa_debit against the fake Stripe server; the browser gets the fake
// Stripe.js with its IBAN Element). A signed-in customer buys an abo, chooses the direct debit,
// reads the mandate naming the venue, enters a test IBAN and pays: the booking shows "Payment
// pending" in My bookings while the debit runs; when the bank pays (the fake sends Stripe's signed
// payment_intent.succeeded to the server) it shows "Confirmed".
import { expect, test } from '@playwright/test';
import { checkAboWithFreeDates, continueToPayment, rememberConsent, signInToDashboard } from './booking-flow';
import { useFakeStripe } from './fake-stripe-js';
import { saveScreenshot } from './helpers';

const FAKE_STRIPE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 3}`;

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('an abo paid by SEPA direct debit shows "pending" until the bank pays, then "confirmed"', async ({
  page,
  request,
}) => {
  await useFakeStripe(page, FAKE_STRIPE);
  await signInToDashboard(page, 'customer2@example.com');
  await page.goto('/dashboard/book');
  await page.getByTestId('tab-abo').click();
  await checkAboWithFreeDates(page);
  await page.getByTestId('abo-add').click();
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/dashboard\/book\/checkout\?step=0/);
  await continueToPayment(page);

  // The abo may be paid by direct debit: the mandate names the venue as creditor.
  await page.getByRole('radio', { name: 'SEPA direct debit (Stripe)' }).check();
  const form = page.getByTestId('sepa-form');
  await expect(form.getByTestId('sepa-mandate')).toContainText('authorise (A) BeachSide');
  await expect(form.getByTestId('sepa-mandate')).toContainText('and Stripe, our payment service provider');
  // An IBAN with wrong check digits: Stripe's message, nothing ordered at Stripe.
  await form.getByTestId('fake-stripe-iban').fill('DE00 3704 0044 0532 0130 00');
  await form.getByTestId('sepa-pay-button').click();
  await expect(form.getByTestId('sepa-error')).toHaveText('The IBAN you entered is invalid.');
  await form.getByTestId('fake-stripe-iban').fill('DE89 3704 0044 0532 0130 00');
  await saveScreenshot(page, 'checkout-sepa-mandate');
  await form.getByTestId('sepa-pay-button').click();

  // The result page says the payment is on its way.
  await expect(page).toHaveURL(/\/payment\?orderId=([0-9a-f-]+).*status=pending/);
  const orderId = /orderId=([0-9a-f-]+)/.exec(page.url())![1]!;
  await page.goto('/dashboard/bookings');
  // Every date of the abo is held for the customer while the debit runs (the account's demo abos are confirmed).
  const pending = page
    .getByTestId('my-booking')
    .filter({ hasText: 'Abo' })
    .filter({ has: page.getByTestId('booking-status').getByText('Payment pending', { exact: true }) });
  await expect(pending.first()).toBeVisible();
  const dates = await pending.count();
  expect(dates).toBeGreaterThanOrEqual(2);
  const bookingId = (await pending.first().getAttribute('data-booking-id'))!;
  const mine = page.locator(`[data-booking-id="${bookingId}"]`);

  // The bank pays: the fake Stripe sends payment_intent.succeeded, signed, to our webhook (its test
  // door finds the PaymentIntent by the order id in its metadata).
  const settled = await request.post(`${FAKE_STRIPE}/fake/debits/${orderId}/settle`);
  expect(settled.ok(), await settled.text()).toBe(true);
  expect(await settled.json()).toEqual({ events: ['payment_intent.succeeded'] });
  await expect(async () => {
    await page.reload();
    await expect(mine.getByTestId('booking-status')).toHaveText('Confirmed', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(pending).toHaveCount(0);
  await saveScreenshot(page, 'my-bookings-sepa-paid');
});
