// The rest of the front desk in Chromium: an abo from /dashboard/book and come-together places for
// walk-ins; a payment link mailed to a phone customer and paid on the public page (a declined card
// first); an unknown link; and a moved booking whose order lines follow the move.
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { login, outbox, rememberConsent, signInToDashboard, venueDate } from './booking-flow';
import { saveScreenshot } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillSlot(
  page: Page,
  dialog: Locator,
  slot: { type?: string; court: string; date: string; start: string; minutes?: string },
) {
  if (slot.type) await choose(page, dialog, 'Booking type', slot.type);
  await choose(page, dialog, 'Court', slot.court);
  await dialog.getByLabel('Date', { exact: true }).fill(slot.date);
  await choose(page, dialog, 'Start', slot.start);
  if (slot.minutes) await choose(page, dialog, 'Duration', slot.minutes);
}

/** The dialog's answer: the success (or, to show why in a failure, the error) message. */
const answerOf = (dialog: Locator) => dialog.getByTestId(/^desk-(result|error)$/);

async function walkIn(dialog: Locator, name: string, email: string) {
  await dialog.getByRole('tab', { name: 'Walk-in without account' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

test('desk: an abo from /dashboard/book, come-together places for a walk-in', async ({ page }) => {
  await signInToDashboard(page, 'staff@example.com');
  await page.goto('/dashboard/book');
  await page.getByRole('button', { name: 'Book for a customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desk booking' });
  await walkIn(dialog, 'Anton Abo', 'anton@desk-extra.example.org');
  await dialog.getByLabel('Card at the desk').check();
  // The demo seed fills some weekday evenings for the whole season (and earlier tests on this
  // server buy abos too): take the first weekday whose 20:00 on Court 6 still has free weeks.
  for (let days = 4; ; days += 1) {
    if (days === 4) await choose(page, dialog, 'Booking type', 'Abo (weekly)');
    await choose(page, dialog, 'Court', 'Court 6');
    await dialog.getByLabel('Date', { exact: true }).fill(venueDate(days));
    // The start list offers only free starts: a day whose 20:00 is taken is skipped.
    await dialog.getByLabel('Start', { exact: true }).click();
    const eight = page.getByRole('option', { name: '20:00', exact: true });
    await expect(page.getByRole('option').first()).toBeVisible();
    if (days < 10 && (await eight.count()) === 0) {
      await page.keyboard.press('Escape');
      continue;
    }
    await eight.click();
    await expect(dialog.getByText(/every week on this weekday/)).toBeVisible();
    if (days === 4) await saveScreenshot(page, 'desk-dialog-abo', false);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/staff/bookings') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Book and take payment' }).click(),
    ]);
    if (days < 10 && !response.ok() && /None of the weekly dates is free/.test(await response.text())) continue;
    break;
  }
  await expect(answerOf(dialog)).toContainText(/Booked: .* paid by Card\. Invoice .* dates booked/);
  await dialog.getByRole('link', { name: 'Open booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Upcoming');
  await expect(page.getByRole('main')).toContainText('Abo');

  // Two places in the demo's beginners session (Halle 1, in five days, 10:00–12:00).
  await page.goto('/dashboard/bookings');
  await page.getByRole('button', { name: 'New desk booking' }).click();
  const second = page.getByRole('dialog', { name: 'Desk booking' });
  // Picked from the upcoming sessions, searched by date and title: court and times come with it.
  await choose(page, second, 'Booking type', 'Come-together places');
  const sessionBox = second.getByRole('combobox', { name: 'Session' });
  await sessionBox.fill(`${venueDate(5)} beginners`);
  const option = page.getByRole('option', { name: /10:00–12:00 · Halle 1.*Beginners Session.*of 12 places left/ });
  await expect(option).toHaveCount(1);
  await saveScreenshot(page, 'desk-session-picker', false);
  await option.click();
  await expect(sessionBox).toHaveValue(/10:00–12:00 · Halle 1 · Beginners Session$/);
  await expect(second.getByLabel('Court', { exact: true })).toBeHidden();
  await second.getByLabel('Places').fill('2');
  await walkIn(second, 'Carla Come', 'carla@desk-extra.example.org');
  await second.getByLabel('Cash').check();
  await second.getByRole('button', { name: 'Book and take payment' }).click();
  await expect(answerOf(second)).toContainText(/Booked: .* paid by Cash/);
  await second.getByRole('link', { name: 'Open booking' }).click();
  await expect(page.getByRole('main')).toContainText('Come-together');

  // The desk dialog on a phone-sized screen, with the payment link chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/book');
  await page.getByRole('button', { name: 'Book for a customer' }).click();
  const small = page.getByRole('dialog', { name: 'Desk booking' });
  await small.getByLabel('Send payment link').check();
  await expect(small.getByRole('button', { name: 'Book and send link' })).toBeVisible();
  await saveScreenshot(page, 'desk-dialog-mobile', false);
});

test('payment link: staff send it, the customer pays on the public page', async ({ page, browser, baseURL }) => {
  await signInToDashboard(page, 'staff@example.com');
  await page.goto('/dashboard/bookings');
  await page.getByRole('button', { name: 'New desk booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desk booking' });
  await fillSlot(page, dialog, { court: 'Court 2', date: venueDate(11), start: '16:00' });
  await walkIn(dialog, 'Lina Link', 'lina@desk-extra.example.org');
  await dialog.getByLabel('Send payment link').check();
  await expect(dialog.getByLabel('Link valid for')).toContainText('24 h');
  await dialog.getByRole('button', { name: 'Book and send link' }).click();
  await expect(answerOf(dialog)).toContainText(/Payment link sent to lina@desk-extra\.example\.org/);
  const href = await dialog.getByTestId('payment-link-url').getAttribute('href');
  const linkPath = new URL(href!).pathname;
  expect(linkPath).toMatch(/^\/pay\/[A-Za-z0-9_-]{40,}$/);
  await dialog.getByRole('link', { name: 'Open booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Awaiting payment');

  // The customer, not signed in, on a phone.
  // bypassCSP: axe-core is injected as a script, which the app's CSP (rightly) refuses.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB', bypassCSP: true });
  await rememberConsent(context, baseURL!);
  const phone = await context.newPage();
  await phone.goto(linkPath);
  await expect(phone.getByRole('heading', { name: 'Pay your booking' })).toBeVisible();
  await expect(phone.getByTestId('pay-link-items')).toContainText('Court 2');
  await expect(phone.getByTestId('pay-link-deadline')).toContainText('Please pay by');
  expect(await axeViolations(phone)).toEqual([]);
  await saveScreenshot(phone, 'pay-link-mobile');
  await phone.getByLabel('Card number').fill('4000 0000 0000 0002');
  await phone.getByLabel('Expiry').fill('12/30');
  await phone.getByLabel('CVC').fill('123');
  await phone.getByRole('button', { name: /^Pay / }).click();
  await expect(phone.getByRole('alert').filter({ hasText: 'declined' })).toBeVisible();
  await phone.getByLabel('Card number').fill('4242 4242 4242 4242');
  await phone.getByRole('button', { name: /^Pay / }).click();
  await expect(phone.getByTestId('pay-link-state')).toContainText('Paid, thank you!');
  await phone.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(phone, 'pay-link-paid-desktop');

  await page.reload();
  await expect(page.getByTestId('booking-status')).toHaveText('Upcoming');

  await phone.goto(`/pay/${'A'.repeat(43)}`);
  await expect(phone.getByText('This payment link does not exist.', { exact: false })).toBeVisible();
  await context.close();
});

test('a moved booking: the order lines show the new court and time', async ({ page }) => {
  await signInToDashboard(page, 'staff@example.com');
  await page.goto('/dashboard/bookings');
  await page.getByRole('button', { name: 'New desk booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desk booking' });
  await fillSlot(page, dialog, { court: 'Court 3', date: venueDate(12), start: '11:00' });
  await walkIn(dialog, 'Moritz Move', 'moritz@desk-extra.example.org');
  await dialog.getByLabel('Cash').check();
  await dialog.getByRole('button', { name: 'Book and take payment' }).click();
  await expect(answerOf(dialog)).toContainText(/Booked: .* paid by Cash/);
  await dialog.getByRole('link', { name: 'Open booking' }).click();

  await page.getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move booking' });
  await move.getByLabel('Start time').fill('14:00');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('14:00');
  await expect(page.getByTestId('booking-history')).toContainText('order.line_moved');

  await page.getByRole('link', { name: 'Open order (lines, payments)' }).click();
  const lines = page.getByRole('table', { name: 'Items' });
  await expect(lines).toContainText('Court 3');
  await expect(lines).toContainText('14:00');
  await expect(lines).not.toContainText('11:00');
});

/** The instant of a local date and time at the venue (Europe/Berlin). */
function berlin(date: string, time: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((p) => p.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${date}T${time}:00${offset || 'Z'}`).toISOString();
}

test('a come-together session moves with its bookings; a taken court is refused', async ({ page, request }) => {
  const token = await login(request, 'manager@example.com');
  const headers = { Authorization: `Bearer ${token}` };
  const courts = ((await (await request.get('/api/v1/resources')).json()) as { rows: { id: string; name: string }[] })
    .rows;
  const court = (name: string) => courts.find((c) => c.name === name)!.id;
  const day = venueDate(13);
  const title = `Moving doubles ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/dynamic-slots', {
    headers,
    data: {
      resourceId: court('Court 4'),
      kind: 'come_together',
      start: berlin(day, '10:00'),
      end: berlin(day, '12:00'),
      title,
      capacity: 8,
      priceCents: 900,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const place = await request.post('/api/v1/staff/bookings', {
    headers,
    data: {
      contact: { name: 'Sami Session', email: 'sami@desk-extra.example.org' },
      paymentMethod: 'cash',
      items: [
        {
          resourceId: court('Court 4'),
          start: berlin(day, '10:00'),
          end: berlin(day, '12:00'),
          type: 'come_together',
          places: 2,
        },
      ],
    },
  });
  expect(place.status(), await place.text()).toBe(201);
  const bookingId = ((await place.json()) as { bookingIds: string[] }).bookingIds[0]!;
  // Court 5 is taken from 15:00 (a booking made now, so the target is certainly busy).
  const blocker = await request.post('/api/v1/staff/bookings', {
    headers,
    data: {
      contact: { name: 'Bea Busy', email: 'bea@desk-extra.example.org' },
      paymentMethod: 'cash',
      items: [{ resourceId: court('Court 5'), start: berlin(day, '15:00'), end: berlin(day, '16:00') }],
    },
  });
  expect(blocker.status(), await blocker.text()).toBe(201);

  await signInToDashboard(page, 'manager@example.com');
  await page.goto('/dashboard/dynamic-slots');
  await page.getByLabel('From', { exact: true }).fill(day);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Move session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move the session with its bookings' });
  await expect(dialog).toContainText('2 booked places move along');
  await choose(page, dialog, 'Court', 'Court 5');
  await dialog.getByRole('textbox', { name: 'From' }).fill('14:00');
  await expect(dialog).toContainText('Ends at 16:00');
  await dialog.getByLabel('Reason (optional)').fill('Court 4 is being resanded');
  await saveScreenshot(page, 'move-session-dialog', false);
  await dialog.getByRole('button', { name: 'Move session' }).click();
  await expect(dialog.getByTestId('move-session-error')).toContainText('Court 5 is taken at that time');

  await dialog.getByRole('textbox', { name: 'From' }).fill('16:00');
  await dialog.getByRole('button', { name: 'Move session' }).click();
  await expect(page.getByTestId('session-moved')).toContainText(
    /Session moved to Court 5, .*16:00.*1 player was told by mail/,
  );
  await expect(row).toContainText('Court 5');

  const moved = await request.get(`/api/v1/dashboard/bookings/${bookingId}`, { headers });
  const detail = (await moved.json()) as {
    booking: { resourceName: string; start: string };
    history: { action: string }[];
  };
  expect(detail.booking).toMatchObject({ resourceName: 'Court 5', start: berlin(day, '16:00') });
  expect(detail.history.map((h) => h.action)).toEqual(expect.arrayContaining(['move', 'order.line_moved']));
  const mails = await outbox(request);
  expect(mails.some((m) => m.to === 'sami@desk-extra.example.org' && m.template === 'booking.session-moved')).toBe(
    true,
  );

  // The same dialog on a phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByLabel('From', { exact: true }).fill(day);
  // The actions column is the grid's last: scroll it into view as a phone user would.
  await expect(row).toBeVisible();
  await page.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await row.getByRole('button', { name: 'Move session' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Move the session with its bookings' });
  await expect(phoneDialog).toBeVisible();
  // The screenshot waits for the dialog's fade-in.
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await saveScreenshot(page, 'move-session-dialog-mobile', false);
});
