// Checkout in Chromium: a guest pays two consecutive slots with the test card and gets
// the confirmation, invoice and mail; a declined card is retried with the holds kept; a coupon; a
// guest's held slot and a guest's paid abo follow into the account on sign-in.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './helpers';
import {
  checkAboWithFreeDates,
  rememberConsent,
  continueToPayment,
  enterCard,
  fillContact,
  findFreeRun,
  holdSlot,
  login,
  openBookingDay,
  outbox,
  venueDate,
} from './booking-flow';

/**
 * Holds `count` free slots in a row at or after `from`, on the day `days` ahead or, when the demo
 * seed has filled that evening (it books by weekday), on one of the next days.
 */
async function holdRun(page: Page, days: number, count: number, from: string) {
  await page.goto('/booking');
  for (let offset = 0; ; offset += 1) {
    await openBookingDay(page, venueDate(days + offset));
    try {
      const run = await findFreeRun(page, count, from);
      for (const time of run.times) await holdSlot(page, run.court, time);
      return run;
    } catch (error) {
      if (offset >= 3 || !(error instanceof Error) || !error.message.startsWith('No court')) throw error;
    }
  }
}

/** The demo venue's welcome coupon (apps/api/src/db/seed/demo-checkout.ts): 10 % on single bookings. */
const DEMO_COUPON = 'WILLKOMMEN10';

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test.describe('checkout', () => {
  test('a guest books two consecutive slots, pays with 4242 and gets confirmation, invoice and mail', async ({
    page,
    request,
  }) => {
    const email = `guest-${Date.now()}@example.org`;
    const run = await holdRun(page, 4, 2, '17:00');
    await expect(page.getByTestId('selection-bar')).toContainText('2 items in your cart');

    // The cart drawer from the header: both holds, the countdown and the summary.
    await page.getByTestId('cart-button').click();
    const drawer = page.getByTestId('cart-drawer');
    await expect(drawer.getByTestId('cart-item')).toHaveCount(2);
    await expect(drawer.getByTestId('hold-countdown')).toHaveText(/^[67]:\d\d$/);
    await expect(drawer.getByTestId('summary-total')).toHaveText(/€\d+\.\d\d/);
    await saveScreenshot(page, 'cart-drawer', false);
    await drawer.getByTestId('cart-checkout').click();

    await expect(page).toHaveURL(/\/booking\/checkout\?step=0/);
    await fillContact(page, { name: 'Greta Gast', email });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'checkout-step-name');
    await continueToPayment(page);
    const total = await page.getByTestId('summary-total').textContent();
    await enterCard(page, '4242 4242 4242 4242');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'checkout-step-billing');
    // Paying does not ask for the bookings' rental offers again (a payment that completes at once
    // takes the bookings out of the cart first: the question would only be answered 404), and the
    // result page does not ask for the shares of an order that is not split (another 404).
    const offersAsked: string[] = [];
    page.on('request', (r) => {
      const asked = new URL(r.url()).pathname;
      if (r.method() === 'GET' && /\/api\/v1\/(cart\/bookings\/[^/]+\/rentals|orders\/[^/]+\/split)$/.test(asked))
        offersAsked.push(asked);
    });
    await page.getByTestId('pay-button').click();

    await expect(page).toHaveURL(/\/payment\?orderId=/);
    await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
    expect(offersAsked).toEqual([]);
    const items = page.getByTestId('order-items');
    for (const time of run.times) await expect(items).toContainText(time);
    await expect(items).toContainText(run.court);
    await expect(page.getByTestId('result-total')).toHaveText(total!);
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, empty');

    // The guest downloads the invoice PDF: the httpOnly cart cookie that placed the order is the proof.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    expect(pdf.suggestedFilename()).toMatch(/^\d{4}-\d{6}\.pdf$/);
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    // Another browser (no cookie of this order) gets a 404 for the same invoice.
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const invoiceId = await page.evaluate(async (id) => {
      const order = (await (await fetch(`/api/v1/orders/${id}`)).json()) as {
        invoices: { id: string; kind: string }[];
      };
      return order.invoices.find((i) => i.kind === 'invoice')!.id;
    }, orderId);
    expect((await request.get(`/api/v1/invoices/${invoiceId}/pdf`)).status()).toBe(404);

    // The calendar file: the two consecutive hours on one court are one game, one event.
    const [ics] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-to-calendar').click()]);
    const icsText = (await readFile((await ics.path())!)).toString();
    expect(icsText.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'payment-success');

    // The confirmation mail is in the outbox (dashboard/mail), with the invoice attached.
    await expect
      .poll(async () => (await outbox(request)).filter((m) => m.to === email).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    const mail = (await outbox(request)).find((m) => m.to === email)!;
    expect(mail.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
  });

  test('a declined card shows the error and keeps the holds; the retry with 4242 succeeds', async ({ page }) => {
    const run = await holdRun(page, 5, 1, '18:00');
    await page.getByTestId('bar-checkout').click();
    await fillContact(page, { name: 'Dora Decline', email: `decline-${Date.now()}@example.org` });
    await continueToPayment(page);
    await enterCard(page, '4000 0000 0000 0002');
    await page.getByTestId('pay-button').click();

    await expect(
      page.locator('#notistack-snackbar', { hasText: 'The payment failed: Your card was declined.' }),
    ).toBeVisible();
    await expect(page.getByTestId('payment-failed')).toContainText('Your card was declined.');
    await expect(page).toHaveURL(/step=1/);
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('app-checkout') ?? '{}').state.failedPaymentStatus),
    ).toBe(true);
    // The hold is kept (now for the payment window).
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-item')).toContainText(run.court);
    await expect(page.getByTestId('pay-button')).toContainText('Try again');

    await enterCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-items')).toContainText(run.times[0]!);
  });

  test('a signed-in customer books on the dashboard, checks out there and downloads the invoice PDF', async ({
    page,
    request,
  }) => {
    const token = await login(request, 'customer@example.com');
    await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
    await page.goto('/dashboard/book');
    await openBookingDay(page, venueDate(7));
    const run = await findFreeRun(page, 1, '11:00');
    await holdSlot(page, run.court, run.times[0]!);
    await page.getByTestId('bar-checkout').click();
    await expect(page).toHaveURL(/\/dashboard\/book\/checkout\?step=0/);
    // The contact comes from the profile.
    await expect(page.getByTestId('contact-email')).toHaveValue('customer@example.com');
    await continueToPayment(page);
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
    expect(pdf.suggestedFilename()).toMatch(/^\d{4}-\d+\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test("a guest's held slot follows them into their account when they sign in", async ({ page }) => {
    const run = await holdRun(page, 9, 1, '12:00');
    await page.goto('/auth/jwt/sign-in');
    await page.getByLabel('Email address').fill('customer2@example.com');
    await page.getByLabel('Password', { exact: true }).fill('courtside-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    // PATCH /cart/addlocalstorage moved the hold into the user's server cart.
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', /^Cart, 1 item, held for [67]:\d\d$/);
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-item')).toContainText(run.court);
    await expect(page.getByTestId('cart-item')).toContainText(run.times[0]!);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('app-checkout') ?? '{}').state.owner)).toBe(
      'user',
    );
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/dashboard\/book\/checkout\?step=0/);
    await expect(page.getByTestId('contact-email')).toHaveValue('customer2@example.com');
  });

  test('a guest pays a season abo, gets every date in the .ics, signs in and finds the bookings under my bookings', async ({
    page,
  }) => {
    await page.goto('/booking');
    await page.getByTestId('tab-abo').click();
    const free = await checkAboWithFreeDates(page);
    await page.getByTestId('abo-add').click();
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', /1 item/);
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-drawer').getByTestId('cart-checkout').click();
    await fillContact(page, { name: 'Abo Gast', email: `abo-guest-${Date.now()}@example.org` });
    await continueToPayment(page);
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });

    // The calendar file names every date of the abo (the order line only the first), 10:00 stays 10:00.
    const [ics] = await Promise.all([page.waitForEvent('download'), page.getByTestId('add-to-calendar').click()]);
    expect(ics.suggestedFilename()).toMatch(/^booking-[0-9a-f]{8}\.ics$/);
    const icsText = (await readFile((await ics.path())!)).toString();
    expect(icsText.match(/BEGIN:VEVENT/g)).toHaveLength(free);
    expect(icsText).toContain('BEGIN:VTIMEZONE');
    const localTimes = new Set([...icsText.matchAll(/DTSTART;TZID=Europe\/Berlin:\d{8}T(\d{6})/g)].map((m) => m[1]));
    expect(localTimes.size).toBe(1);

    // The booking ids of the paid order, read as the guest (the cart cookie is the proof).
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    const firstBooking = await page.evaluate(
      async (id) =>
        ((await (await fetch(`/api/v1/orders/${id}`)).json()) as { items: { bookingId: string }[] }).items[0]!
          .bookingId,
      orderId,
    );

    // Sign in in the same browser: the merge (cart cookie as proof) attaches the paid order.
    await page.goto('/auth/jwt/sign-in');
    await page.getByLabel('Email address').fill('customer@example.com');
    await page.getByLabel('Password', { exact: true }).fill('courtside-demo');
    const merged = page.waitForResponse(
      (r) => r.url().includes('/api/v1/cart/addlocalstorage') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    expect((await merged).status()).toBe(200);

    await page.goto('/customers-bookings');
    await expect(page.locator(`[data-booking-id="${firstBooking}"]`)).toBeVisible();
    const mine = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const res = await fetch('/api/v1/bookings?mine=true&limit=500', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { rows: { orderId: string | null }[] }).rows;
    });
    expect(mine.filter((b) => b.orderId === orderId)).toHaveLength(free);
    const attached = page.locator(`[data-booking-id="${firstBooking}"]`);
    await expect(attached).toContainText('Season subscription');
    await attached.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'my-bookings-after-guest-abo', false);
    await page.setViewportSize({ width: 390, height: 844 });
    await attached.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'mobile-my-bookings-after-guest-abo', false);
  });

  test('the demo coupon takes 10 % off on the way to payment', async ({ page }) => {
    await holdRun(page, 6, 1, '10:00');
    await page.getByTestId('bar-checkout').click();
    await fillContact(page, { name: 'Cora Coupon', email: `coupon-${Date.now()}@example.org` });
    const subtotal = await page.getByTestId('summary-subtotal').textContent();
    const before = await page.getByTestId('summary-total').textContent();
    await page.getByTestId('discount-code').fill(DEMO_COUPON);
    await page.getByTestId('discount-apply').click();
    await expect(page.getByTestId('discount-applied-coupon')).toBeVisible();
    const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
    const tenth = (Math.round(cents(subtotal) / 10) / 100).toFixed(2);
    await expect(page.getByTestId('summary-discount')).toHaveText(`−€${tenth}`);
    await expect(page.getByTestId('summary-total')).not.toHaveText(before!);
    await continueToPayment(page);
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Coupon ${DEMO_COUPON}: −€${tenth}`)).toBeVisible();
  });
});
