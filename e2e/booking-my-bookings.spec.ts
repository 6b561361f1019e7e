// "My bookings" as a player sees it on a phone (docs/product.md#cancellation): upcoming, past and
// cancelled groups; no Cancel past the online deadline but the reason; "Add to calendar" only on
// games to come; the credit note of a cancelled booking; the invoices as cards that fit 390 px; and
// "Your next game" on the dashboard home.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { saveScreenshot } from './helpers';
import { login, rememberConsent, signInToDashboard, VENUE_TZ } from './booking-flow';

interface Booking {
  id: string;
  start: string;
  status: string;
  type: string;
  orderId: string | null;
  cancellable?: boolean;
  cancelDeadline?: string | null;
}

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

const localParts = (instant: Date) => {
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  const [date, hour] = text.split(', ');
  return { date: date!, hour: Number(hour) };
};
const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Clara gets a paid booking that starts within the next 24 hours (inside the online deadline): staff
 * send her a payment link for a free court and it is paid, as at the desk.
 */
async function bookInsideDeadline(request: APIRequestContext, claraId: string): Promise<string> {
  const staff = { Authorization: `Bearer ${await login(request, 'staff@example.com')}` };
  const hour = 3_600_000;
  for (let ahead = 2; ahead < 22; ahead++) {
    const { date, hour: h } = localParts(new Date(Date.now() + ahead * hour));
    if (h < 9 || h > 20) continue;
    const free = await request.post('/api/v1/resources/filterresources', {
      data: { date, start: pad(h), end: pad(h + 1) },
    });
    if (!free.ok()) continue;
    const rows = ((await free.json()) as { rows: { resourceId: string; start: string; end: string }[] }).rows;
    const court = rows[0];
    if (!court) continue;
    const link = await request.post('/api/v1/staff/payment-links', {
      headers: staff,
      data: { userId: claraId, items: [{ resourceId: court.resourceId, start: court.start, end: court.end }] },
    });
    if (link.status() !== 201) continue;
    const created = (await link.json()) as { url: string; bookingIds: string[] };
    const paid = await request.post(`/api/v1/payment-links/${created.url.split('/pay/')[1]}/pay`, {
      data: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' } },
    });
    expect(paid.ok(), await paid.text()).toBe(true);
    return created.bookingIds[0]!;
  }
  throw new Error('no free court within the next 24 hours');
}

async function setLanguage(page: Page, language: string) {
  // Once the screen has its heading the app has stored its start-up language: the choice written now
  // is not overwritten by it before the reload.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), language);
  await page.reload();
}

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a player on a phone sees upcoming, past and cancelled bookings, the deadline, the credit note, invoice cards and the next game', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await login(request, 'customer@example.com');
  const clara = { Authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/v1/auth/me', { headers: clara })).json()) as { user: { id: string } };
  const late = await bookInsideDeadline(request, me.user.id);

  // Her latest seeded game (6 days ahead, more than 4 days: a full refund) is cancelled: a credit note.
  const list = async () =>
    (
      (await (await request.get('/api/v1/bookings?mine=true&limit=500', { headers: clara })).json()) as {
        rows: Booking[];
      }
    ).rows;
  const open = (await list()).filter(
    (b) => b.type === 'normal' && b.status === 'upcoming' && b.cancellable && b.orderId,
  );
  const toCancel = open.sort((a, b) => b.start.localeCompare(a.start))[0]!;
  expect(toCancel, 'a seeded upcoming booking that can still be cancelled').toBeDefined();
  const cancelled = await request.post(`/api/v1/bookings/${toCancel.id}/cancel`, { headers: clara, data: {} });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  // The API says what the card will: the late booking is past the online deadline.
  const lateRow = (await list()).find((b) => b.id === late)!;
  expect(lateRow).toMatchObject({ status: 'upcoming', cancellable: false });
  expect(Date.parse(lateRow.cancelDeadline!)).toBeLessThan(Date.now());
  // The credit note is issued once the refund is paid out (a background job).
  await expect(async () => {
    const invoices = (await (await request.get('/api/v1/invoices', { headers: clara })).json()) as {
      rows: { kind: string; orderId: string | null }[];
    };
    expect(invoices.rows.some((i) => i.kind === 'credit_note' && i.orderId === toCancel.orderId)).toBe(true);
  }).toPass({ timeout: 60_000 });

  await page.setViewportSize(phone);
  await signInToDashboard(page, 'customer@example.com');

  // Dashboard home: "Your next game" first, with the court, date and time and a calendar file.
  const next = page.getByTestId('next-game');
  await expect(next.getByRole('heading', { name: 'Your next game' })).toBeVisible();
  await expect(next.getByTestId('next-game-court')).not.toBeEmpty();
  await expect(next.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(next.getByRole('link', { name: 'My bookings' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await next.getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings$/);
  const tabs = page.getByRole('tablist', { name: 'Bookings' });
  await expect(tabs.getByRole('tab')).toHaveText([/^Upcoming/, /^Past/, /^Cancelled/]);

  // Upcoming: the late booking has no Cancel, but says why; a later one can still be cancelled.
  const lateCard = page.locator(`[data-booking-id="${late}"]`);
  await expect(lateCard).toBeVisible();
  await expect(lateCard.getByTestId('cancel-booking')).toHaveCount(0);
  await expect(lateCard.getByTestId('cancel-closed')).toContainText('Free cancellation ended on');
  await expect(lateCard.getByTestId('cancel-closed')).toContainText('contact the venue');
  await expect(lateCard.getByTestId('add-to-calendar')).toBeVisible();
  await expect(page.getByTestId('cancel-booking').first()).toBeVisible();
  await expect(page.locator(`[data-booking-id="${toCancel.id}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'my-bookings-upcoming-390-en');

  // Past: played games, no calendar file and no Cancel.
  await tabs.getByRole('tab', { name: /^Past/ }).click();
  await expect(page.getByTestId('my-booking').first()).toBeVisible();
  await expect(page.getByTestId('add-to-calendar')).toHaveCount(0);
  await expect(page.getByTestId('cancel-booking')).toHaveCount(0);
  await expect(page.locator(`[data-booking-id="${toCancel.id}"]`)).toHaveCount(0);

  // Cancelled: the future booking cancelled above, with its credit note as PDF.
  await tabs.getByRole('tab', { name: /^Cancelled/ }).click();
  const cancelledCard = page.locator(`[data-booking-id="${toCancel.id}"]`);
  await expect(cancelledCard).toBeVisible();
  await expect(cancelledCard.getByTestId('add-to-calendar')).toHaveCount(0);
  const creditNote = cancelledCard.getByTestId('credit-note');
  await expect(creditNote).toContainText('Credit note');
  const download = page.waitForEvent('download');
  await creditNote.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await saveScreenshot(page, 'my-bookings-cancelled-390-en');

  // Invoices: cards (number, date, total, status, PDF) that fit the phone; no data grid.
  await page.goto('/dashboard/invoice');
  await expect(page.getByTestId('invoice-card').first()).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(page.getByTestId('invoice-card').filter({ hasText: 'Credit note' }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-card').first().getByRole('button', { name: /^PDF / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'my-invoices-390-en');

  // The same screens read in German on the phone and right to left in Arabic on a desktop.
  await page.goto('/dashboard/bookings');
  await setLanguage(page, 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('my-booking').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'my-bookings-390-de');
  await page.setViewportSize(desktop);
  await setLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('my-booking').first()).toBeVisible();
  await saveScreenshot(page, 'my-bookings-1440-ar');
});
