// The customer checkout with PayPal in Chromium on a phone (390×844), project `paypal`: its API
// server has PayPal configured against the fake PayPal server, and the browser gets the fake PayPal
// JS SDK of e2e/fake-paypal-sdk.ts. A guest holds a court, goes through /booking/checkout, the SDK is
// loaded only on the payment step, PayPal's button asks our API for the order, the buyer approves it
// "in PayPal" (closing the window first changes nothing), our API captures it, and the booking is paid.
// A payment link made by staff is paid with PayPal chosen on the link's page.
import { expect, test } from '@playwright/test';
import {
  continueToPayment,
  countConfirms,
  fillContact,
  holdOneHour,
  login,
  outbox,
  rememberConsent,
  venueDate,
} from './booking-flow';
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

test('a payment link paid with PayPal: the link page shows PayPal, the buyer approves, the link is paid', async ({
  page,
  request,
}) => {
  const paypal = await useFakePayPal(page, FAKE_PAYPAL);
  const staff = { Authorization: `Bearer ${await login(request, 'staff@example.com')}` };
  // A free court hour some days ahead, held for the link.
  let url = '';
  for (let ahead = 6; !url && ahead < 14; ahead++) {
    const free = await request.post('/api/v1/resources/filterresources', {
      data: { date: venueDate(ahead), start: '19:00', end: '20:00' },
    });
    const court = free.ok()
      ? ((await free.json()) as { rows: { resourceId: string; start: string; end: string }[] }).rows[0]
      : undefined;
    if (!court) continue;
    const link = await request.post('/api/v1/staff/payment-links', {
      headers: staff,
      data: {
        contact: { name: 'Lina Link', email: `lina-${Date.now()}@example.org` },
        items: [{ resourceId: court.resourceId, start: court.start, end: court.end }],
      },
    });
    if (link.status() === 201) url = ((await link.json()) as { url: string }).url;
  }
  expect(url).not.toBe('');
  await page.goto(`/pay/${url.split('/pay/')[1]}`);
  // This server offers PayPal as its only online provider: no choice to make, PayPal's button is there.
  await expect(page.getByTestId('pay-link-providers')).toHaveCount(0);
  const button = page.getByTestId('fake-paypal-button');
  await expect(button).toBeVisible();
  expect(paypal.scriptRequests.length).toBeGreaterThanOrEqual(1);
  await button.click();
  await expect(page.getByTestId('pay-link-state')).toContainText('Paid, thank you');
});
