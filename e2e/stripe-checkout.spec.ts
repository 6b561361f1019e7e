// The customer checkout with Stripe in Chromium (project `stripe`: the API server talks to the fake
// Stripe server, the browser gets the fake Stripe.js of e2e/fake-stripe-js.ts). A guest holds a slot
// on /booking, goes through /booking/checkout and pays with the Payment Element: a declined card
// shows Stripe's message and the retry books; 3-D Secure leaves for the bank's page and comes back
// to /payment with Stripe's return parameters, which confirms through our API exactly once (a
// reload does not confirm again); a failed authentication says Stripe's reason and can be retried.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { continueToPayment, countConfirms, fillContact, holdOneHour, outbox, rememberConsent } from './booking-flow';
import { useFakeStripe } from './fake-stripe-js';
import { saveScreenshot } from './helpers';

const FAKE_STRIPE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 3}`;

/** From the held slot to the Payment Element on the checkout's payment step. */
async function toStripePayment(page: Page, email: string): Promise<void> {
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/booking\/checkout\?step=0/);
  await fillContact(page, { name: 'Svea Stripe', email });
  await continueToPayment(page);
  await expect(page.getByTestId('fake-stripe-card')).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByTestId('fake-stripe-card').fill(card);
  await page.getByTestId('stripe-pay-button').click();
}

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a guest pays the checkout with the Payment Element: a decline shows Stripe’s message, the retry books', async ({
  page,
  request,
}) => {
  const stripe = await useFakeStripe(page, FAKE_STRIPE);
  const confirms = countConfirms(page);
  const email = `svea-${Date.now()}@example.org`;
  const held = await holdOneHour(page, 5, '10:00');
  await toStripePayment(page, email);
  expect(stripe.scriptRequests).toHaveLength(1);
  expect(
    await page.evaluate(
      () => (window as unknown as { __fakeStripe: { clientSecret: string } }).__fakeStripe.clientSecret,
    ),
  ).toMatch(/^pi_\w+_secret_\w+$/);

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('stripe-error')).toHaveText('Your card was declined.');
  // Stripe said no in the browser: our API was not asked, the holds stay, the page stays.
  expect(confirms.count).toBe(0);
  await expect(page).toHaveURL(/\/booking\/checkout\?step=1/);
  await saveScreenshot(page, 'stripe-checkout-declined');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  const items = page.getByTestId('order-items');
  await expect(items).toContainText(held.time);
  await expect(items).toContainText(held.court);
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, empty');
  expect(confirms.count).toBe(1);
  // Confirmed on the server too: the order is completed and the confirmation mail is queued.
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = (await page.evaluate(async (id) => (await fetch(`/api/v1/orders/${id}`)).json(), orderId)) as {
    status: string;
    provider?: string;
  };
  expect(order.status).toBe('completed');
  expect((await outbox(request)).some((mail) => mail.to === email)).toBe(true);
  await saveScreenshot(page, 'stripe-checkout-paid');
});

test('3-D Secure: back from the bank’s page, /payment confirms through our API once; a reload does not confirm again', async ({
  page,
}) => {
  await useFakeStripe(page, FAKE_STRIPE);
  const confirms = countConfirms(page);
  const held = await holdOneHour(page, 6, '10:00');
  await toStripePayment(page, `svea-3ds-${Date.now()}@example.org`);

  await payWith(page, '4000 0027 6000 3184');
  // The bank's page (Stripe's 3-D Secure test page on hooks.stripe.com).
  await expect(page).toHaveURL(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//);
  expect(confirms.count).toBe(0);
  await page.getByTestId('fake-3ds-complete').click();

  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  await expect(page.getByTestId('order-items')).toContainText(held.time);
  // Stripe's parameters left the address; the order id stayed.
  await expect(page).toHaveURL(/\/payment\?orderId=[^&]+$/);
  expect(confirms.count).toBe(1);
  await page.reload();
  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  await page.waitForLoadState('networkidle');
  expect(confirms.count).toBe(1);
  await saveScreenshot(page, 'stripe-checkout-3ds-paid');
});

test('3-D Secure failed: /payment says Stripe’s reason, “Try again” pays the same order', async ({ page }) => {
  await useFakeStripe(page, FAKE_STRIPE);
  const confirms = countConfirms(page);
  const held = await holdOneHour(page, 7, '10:00');
  await toStripePayment(page, `svea-3ds-fail-${Date.now()}@example.org`);
  const firstSecret = await page.evaluate(
    () => (window as unknown as { __fakeStripe: { clientSecret: string } }).__fakeStripe.clientSecret,
  );

  await payWith(page, '4000 0027 6000 3184');
  await page.getByTestId('fake-3ds-fail').click();
  await expect(page.getByTestId('payment-failed-title')).toBeVisible();
  await expect(page.getByText('We are unable to authenticate your payment method.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?orderId=[^&]+$/);
  expect(confirms.count).toBe(1);
  await saveScreenshot(page, 'stripe-checkout-3ds-failed');

  await page.getByRole('link', { name: 'Try the payment again' }).click();
  await expect(page).toHaveURL(/\/booking\/checkout\?step=1/);
  await expect(page.getByTestId('fake-stripe-card')).toBeVisible();
  // The same order and PaymentIntent (its holds kept), not a new checkout.
  expect(
    await page.evaluate(
      () => (window as unknown as { __fakeStripe: { clientSecret: string } }).__fakeStripe.clientSecret,
    ),
  ).toBe(firstSecret);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  await expect(page.getByTestId('order-items')).toContainText(held.time);
  expect(confirms.count).toBe(2);
});
