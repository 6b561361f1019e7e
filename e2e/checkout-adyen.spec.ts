// The customer checkout with Adyen in Chromium on a phone (390×844), project `adyen`: its API server
// has Adyen configured against the fake Adyen server (which sends its signed notifications to that
// server), and the browser gets the fake Adyen Web of e2e/fake-adyen-web.ts. A guest holds a court,
// goes through /booking/checkout, Adyen Web is loaded only on the payment step, Drop-in mounts on the
// order's Adyen session; a refused payment keeps the slot, the next try pays with a new session, and
// the booking is confirmed only once Adyen's notification reached our server.
import { expect, test } from '@playwright/test';
import { continueToPayment, countConfirms, fillContact, holdOneHour, outbox, rememberConsent } from './booking-flow';
import { useFakeAdyen } from './fake-adyen-web';
import { saveScreenshot } from './helpers';

const FAKE_ADYEN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 7}`;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a guest on a phone books a court and pays with Adyen; the booking is paid', async ({ page, request }) => {
  const adyen = await useFakeAdyen(page, FAKE_ADYEN);
  const confirms = countConfirms(page);
  const email = `ada-${Date.now()}@example.org`;
  const held = await holdOneHour(page, 5, '12:00');
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/booking\/checkout\?step=0/);
  await fillContact(page, { name: 'Ada Yen', email });
  // Nothing of Adyen's before the customer reaches the payment with Adyen.
  expect(adyen.scriptRequests).toHaveLength(0);
  await continueToPayment(page);

  const pay = page.getByTestId('fake-adyen-pay');
  await expect(pay).toBeVisible();
  expect(adyen.scriptRequests.filter((u) => u.endsWith('/adyen.js'))).toHaveLength(1);
  await expect(page.getByText('Pay with Adyen')).toBeVisible();
  await saveScreenshot(page, 'adyen-checkout-390');

  // Refused first: the page says so, our API was not asked to confirm, the slot stays held.
  await page.evaluate(() => ((window as unknown as { __fakeAdyenNext: string }).__fakeAdyenNext = 'refused'));
  await pay.click();
  await expect(page.getByTestId('adyen-refused')).toBeVisible();
  expect(confirms.count).toBe(0);

  // The next try runs on a new session and goes through; the order completes on the notification.
  await page.getByTestId('adyen-retry').click();
  await page.getByTestId('fake-adyen-pay').click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  const items = page.getByTestId('order-items');
  await expect(items).toContainText(held.time);
  await expect(items).toContainText(held.court);
  expect(confirms.count).toBe(1);
  const sessions = await page.evaluate(
    () => (window as unknown as { __fakeAdyen: { sessions: string[] } }).__fakeAdyen.sessions,
  );
  expect(new Set(sessions).size).toBe(2);

  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const order = (await page.evaluate(async (id) => (await fetch(`/api/v1/orders/${id}`)).json(), orderId)) as {
    status: string;
    paymentMethod: string;
  };
  expect(order).toMatchObject({ status: 'completed', paymentMethod: 'credit_card' });
  expect((await outbox(request)).some((mail) => mail.to === email)).toBe(true);
  await saveScreenshot(page, 'adyen-checkout-paid-390');
});
