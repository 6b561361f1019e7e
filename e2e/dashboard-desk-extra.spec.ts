// Front desk gaps of issue 7 in Chromium: an abo from /dashboard/book and come-together places for
// walk-ins; a payment link mailed to a phone customer and paid on the public page (a declined card
// first); an unknown link; and a moved booking whose order lines follow the move.
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { rememberConsent, signInToDashboard, venueDate } from './booking-flow';
import { saveScreenshot } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillSlot(page: Page, dialog: Locator, slot: { type?: string; court: string; date: string; start: string; minutes?: string }) {
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
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, resultTypes: ['violations'] });
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
    await fillSlot(page, dialog, { type: days === 4 ? 'Abo (weekly)' : undefined, court: 'Court 6', date: venueDate(days), start: '20:00' });
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
  await fillSlot(page, second, { type: 'Come-together places', court: 'Halle 1', date: venueDate(5), start: '10:00', minutes: '120 min' });
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
