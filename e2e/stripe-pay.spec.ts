// Stripe in Chromium (project `stripe`: the API server has Stripe configured against the fake Stripe
// server; the browser gets a fake Stripe.js that confirms on that server). A payment link paid with
// the Payment Element (a declined card first, Stripe's message shown), the checkout paid the same
// way, the desk's Resend and Cancel, and no Stripe request on pages that don't pay with Stripe.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { login, outbox, rememberConsent, signInToDashboard, venueDate, VENUE_TZ } from './booking-flow';
import { lyingStripeScript, useFakeStripe } from './fake-stripe-js';
import { saveScreenshot, trackForeignRequests } from './helpers';

const FAKE_STRIPE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 3}`;

/** The instant of a venue wall-clock time (Europe/Berlin) as ISO. */
function venueInstant(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const local = new Date(guess.toLocaleString('en-US', { timeZone: VENUE_TZ }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (local.getTime() - utc.getTime())).toISOString();
}

let slot = 0;
async function sendLink(
  request: APIRequestContext,
  email: string,
): Promise<{ id: string; orderId: string; url: string; bookingIds: string[] }> {
  const token = await login(request, 'staff@example.com');
  const headers = { Authorization: `Bearer ${token}` };
  const date = venueDate(30 + slot);
  const calendar = await request.get(`/api/v1/dashboard/calendar?from=${date}`, { headers });
  const courts = ((await calendar.json()) as { resources: { id: string }[] }).resources;
  const hour = 10 + (slot++ % 8);
  const res = await request.post('/api/v1/staff/payment-links', {
    headers,
    data: {
      contact: { name: 'Stella Stripe', email },
      locale: 'en',
      items: [
        {
          resourceId: courts[2]!.id,
          start: venueInstant(date, `${hour}:00`),
          end: venueInstant(date, `${hour + 1}:00`),
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; orderId: string; url: string; bookingIds: string[] };
}

const pathOf = (url: string) => new URL(url).pathname;

async function payWith(page: Page, card: string) {
  await page.getByTestId('fake-stripe-card').fill(card);
  await page.getByTestId('stripe-pay-button').click();
}

test('no Stripe code or request on pages that do not pay with Stripe', async ({ page, baseURL, context }) => {
  await rememberConsent(context, baseURL!);
  const foreign = trackForeignRequests(page, baseURL!);
  for (const path of ['/', '/booking', '/auth/jwt/sign-in']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => 'Stripe' in window)).toBe(false);
});

test('payment link paid with the Payment Element: a decline shows Stripe’s message, then it is paid', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await rememberConsent(context, baseURL!);
  const stripe = await useFakeStripe(page, FAKE_STRIPE);
  const link = await sendLink(request, 'stella.link@example.org');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pathOf(link.url));
  await expect(page.getByTestId('fake-stripe-card')).toBeVisible();
  expect(stripe.scriptRequests).toHaveLength(1);
  expect(
    await page.evaluate(
      () => (window as unknown as { __fakeStripe: { key: string; locale: string; clientSecret: string } }).__fakeStripe,
    ),
  ).toMatchObject({ key: 'pk_test_courtside_fake', locale: 'en', clientSecret: expect.stringMatching(/^pi_/) });
  await saveScreenshot(page, 'stripe-pay-link-390');
  // Incomplete: Stripe.js refuses before anything is sent.
  await payWith(page, '4242');
  await expect(page.getByTestId('stripe-error')).toHaveText('Your card number is incomplete.');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('stripe-error')).toHaveText('Your card was declined.');
  await saveScreenshot(page, 'stripe-pay-link-declined-390');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('pay-link-state')).toContainText('Paid, thank you');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'stripe-pay-link-paid-desktop');
});

test('Stripe confirmed but our API says not paid: nothing is booked on the browser’s word', async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await rememberConsent(context, baseURL!);
  await useFakeStripe(page, FAKE_STRIPE, { script: lyingStripeScript });
  const link = await sendLink(request, 'liar@example.org');
  await page.goto(pathOf(link.url));
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment is being processed.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('fake-stripe-card')).toBeVisible();
  await expect(page.getByTestId('pay-link-state')).toHaveCount(0);
});

test('staff resend and cancel a link on the booking detail', async ({ page, request, baseURL, context }) => {
  await rememberConsent(context, baseURL!);
  const link = await sendLink(request, 'rolf.resend@example.org');
  await signInToDashboard(page, 'staff@example.com');
  await page.goto(`/dashboard/bookings/${link.bookingIds[0]}`);
  const panel = page.getByTestId('payment-link-panel');
  await expect(panel.getByTestId('payment-link-state')).toHaveText('Open');
  await panel.getByTestId('payment-link-resend').click();
  // The resend dialog: the address it went to, which staff can correct (a bad one is refused here).
  const resend = page.getByRole('dialog', { name: 'Send the payment link again?' });
  const email = resend.getByTestId('payment-link-resend-email');
  await expect(email).toHaveValue('rolf.resend@example.org');
  await email.fill('rolf.resend@example');
  await resend.getByTestId('payment-link-resend-confirm').click();
  await expect(resend).toContainText('Please enter a valid e-mail address.');
  await email.fill('rolf.resent@example.org');
  await expect(resend).toContainText("The order's contact changes to this address");
  await saveScreenshot(page, 'stripe-desk-link-resend-dialog-desktop', false);
  await resend.getByTestId('payment-link-resend-confirm').click();
  await expect(resend).toBeHidden();
  await expect(panel.getByTestId('payment-link-message')).toContainText('A new link went to rolf.resent@example.org');
  await expect(panel).toContainText('Sent to rolf.resent@example.org');
  expect(
    (await outbox(request)).filter((mail) => mail.to === 'rolf.resent@example.org').map((mail) => mail.template),
  ).toEqual(['staff.payment-link']);
  await expect(panel).toContainText('Sent again once');
  await saveScreenshot(page, 'stripe-desk-link-resent-desktop');
  // The old link now says it was replaced.
  const old = await page.context().newPage();
  await old.goto(pathOf(link.url));
  await expect(old.getByTestId('pay-link-error')).toContainText('replaced by a newer one');
  await old.close();
  await panel.getByTestId('payment-link-cancel').click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the payment link?' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog).toBeVisible();
  // Let MUI's fade-in finish before the picture.
  await expect(dialog.locator('xpath=ancestor::*[contains(@class,"MuiDialog-root")]')).toHaveCSS('opacity', '1');
  await page.waitForTimeout(300);
  await saveScreenshot(page, 'stripe-desk-link-cancel-dialog-390', false);
  await dialog.getByTestId('payment-link-cancel-confirm').click();
  await expect(panel.getByTestId('payment-link-state')).toHaveText('Cancelled');
  await expect(page.getByTestId('booking-history')).toContainText('order.payment_link_cancelled');
  // The customer hears that the reservation was released, at the corrected address.
  expect(
    (await outbox(request)).filter((mail) => mail.to === 'rolf.resent@example.org').map((mail) => mail.template),
  ).toEqual(expect.arrayContaining(['staff.payment-link-cancelled']));
  await saveScreenshot(page, 'stripe-desk-link-cancelled-390');
});
