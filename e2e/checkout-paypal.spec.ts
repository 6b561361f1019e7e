// The customer checkout with PayPal in Chromium on a phone (390×844), project `paypal`: its API
// server has PayPal configured against the fake PayPal server, and the browser gets the fake PayPal
// JS SDK of e2e/fake-paypal-sdk.ts. A guest holds a court, goes through /booking/checkout, the SDK is
// loaded only on the payment step, PayPal's button asks our API for the order, the buyer approves it
// "in PayPal" (closing the window first changes nothing), our API captures it, and the booking is paid.
import { expect, test } from '@playwright/test';
import { continueToPayment, countConfirms, fillContact, holdOneHour, outbox, rememberConsent } from './booking-flow';
import { useFakePayPal } from './fake-paypal-sdk';
import { saveScreenshot } from './helpers';

const FAKE_PAYPAL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 5}`;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a guest on a phone books a court and pays with PayPal; the booking is paid', async ({ page, request }) => {
  const paypal = await useFakePayPal(page, FAKE_PAYPAL);
  const confirms = countConfirms(page);
  const email = `paula-${Date.now()}@example.org`;
  const held = await holdOneHour(page, 5, '10:00');
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/booking\/checkout\?step=0/);
  await fillContact(page, { name: 'Paula Pal', email });
  // Nothing of PayPal's before the customer reaches the payment with PayPal.
  expect(paypal.scriptRequests).toHaveLength(0);
  await continueToPayment(page);

  const button = page.getByTestId('fake-paypal-button');
  await expect(button).toBeVisible();
  expect(paypal.scriptRequests).toHaveLength(1);
  const sdk = new URL(paypal.scriptRequests[0]!);
  expect(sdk.searchParams.get('client-id')).toBe('courtside-fake-client');
  expect(sdk.searchParams.get('currency')).toBe('EUR');
  expect(sdk.searchParams.get('intent')).toBe('capture');
  await expect(page.getByText('Pay with PayPal')).toBeVisible();
  await saveScreenshot(page, 'paypal-checkout-390');

  // The buyer closes PayPal's window first: nothing is paid, our API was not asked, the page says so.
  await page.evaluate(() => ((window as unknown as { __fakePayPalNext: string }).__fakePayPalNext = 'cancel'));
  await button.click();
  await expect(page.getByTestId('paypal-info')).toContainText('You closed PayPal before paying');
  expect(confirms.count).toBe(0);

  // Then approves: our API captures and the booking is confirmed.
  await button.click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  const items = page.getByTestId('order-items');
  await expect(items).toContainText(held.time);
  await expect(items).toContainText(held.court);
  expect(confirms.count).toBe(1);
  // Both clicks used the one PayPal order of this checkout.
  const orders = await page.evaluate(
    () => (window as unknown as { __fakePayPal: { orders: string[] } }).__fakePayPal.orders,
  );
  expect(new Set(orders).size).toBe(1);

  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = (await page.evaluate(async (id) => (await fetch(`/api/v1/orders/${id}`)).json(), orderId)) as {
    status: string;
    paymentMethod: string;
    items: { bookingId: string }[];
  };
  expect(order).toMatchObject({ status: 'completed', paymentMethod: 'paypal' });
  // Captured at PayPal (the fake) by our server, for the order's amount.
  const paypalOrder = (await (await request.get(`${FAKE_PAYPAL}/fake/orders/${orders[0]}`)).json()) as {
    status: string;
    purchase_units: { custom_id: string; payments: { captures: { status: string }[] } }[];
  };
  expect(paypalOrder.status).toBe('COMPLETED');
  expect(paypalOrder.purchase_units[0]!.custom_id).toBe(orderId);
  expect(paypalOrder.purchase_units[0]!.payments.captures[0]!.status).toBe('COMPLETED');
  expect((await outbox(request)).some((mail) => mail.to === email)).toBe(true);
  await saveScreenshot(page, 'paypal-checkout-paid-390');
});
