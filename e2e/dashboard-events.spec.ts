// Events admin in Chromium (docs/product.md#events): a manager creates an event in German and English
// with 12 paid tickets at /dashboard/tour/new and publishes it; a visitor on a 390 px phone finds it on
// /events and on the home page's next events, buys a ticket with the test card, and the staff list then
// shows 1/12 sold.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { saveScreenshot } from './helpers';
import {
  continueToPayment,
  enterCard,
  fillContact,
  rememberConsent,
  signInToDashboard,
  venueDate,
} from './booking-flow';

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a manager publishes an event with 12 paid tickets, a visitor on a phone buys one, the list shows 1/12 sold', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = Date.now() % 100000;
  const en = `Sunset Cup ${stamp}`;
  const de = `Sonnenuntergangs-Cup ${stamp}`;
  // Day 10 is clear of the demo's bookings; before the demo clinic (day 12), so it is among the next three.
  const day = venueDate(10);

  await signInToDashboard(page, 'manager@example.com');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/tour');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tour\/new$/);

  await page.getByRole('tab', { name: /^English/ }).click();
  await page.getByLabel('Title', { exact: false }).first().fill(en);
  await page.getByLabel('Description').fill('Two hours of beach volleyball at sunset.');
  // The German tab says it is missing until it has a title.
  await expect(page.getByRole('tab', { name: 'Deutsch · missing' })).toBeVisible();
  await page.getByRole('tab', { name: /^Deutsch/ }).click();
  await page.getByLabel('Title', { exact: false }).first().fill(de);
  await page.getByLabel('Description').fill('Zwei Stunden Beachvolleyball bei Sonnenuntergang.');
  await expect(page.getByRole('tab', { name: 'Deutsch', exact: true })).toBeVisible();
  await expect(page.getByLabel('Address (slug)')).toHaveValue(`sunset-cup-${stamp}`);

  // A retry runs against the same venue: its event takes the two hours before the first try's.
  const hour = 18 - 2 * test.info().retry;
  await page.getByLabel('Start').fill(`${day}T${hour}:00`);
  await page.getByLabel('End').fill(`${day}T${hour + 2}:00`);
  await pick(page, 'Tickets', 'Paid tickets');
  await pick(page, 'Court', 'Halle 2');
  await page.getByLabel('Places').fill('12');
  await page.getByLabel('Price per ticket').fill('15');
  await pick(page, 'Status', 'Published');
  await saveScreenshot(page, 'events-admin-editor-en', false);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page).toHaveURL(/\/dashboard\/tour\/[0-9a-f-]+\/edit$/);

  // A visitor on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await rememberConsent(phone, baseURL!);
  const visitor = await phone.newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('home-events').getByTestId('event-card').filter({ hasText: en })).toBeVisible();
  await visitor.goto('/events');
  const card = visitor.getByTestId('event-card').filter({ hasText: en });
  await expect(card).toBeVisible();
  await saveScreenshot(visitor, 'events-phone-list', false);
  await card.getByRole('link').first().click();
  await expect(visitor.getByTestId('event-details')).toContainText(en);
  await visitor.getByTestId('join-session').click();
  await visitor.getByTestId('join-session-confirm').click();
  await expect(visitor.getByTestId('cart-button')).toHaveAttribute('aria-label', /1 item/);
  // The cart opens by itself once the place is held (a tap on the cart button would then hit the
  // open drawer, or close it again when it opens a moment later).
  const drawer = visitor.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('cart-checkout').click();
  await expect(visitor).toHaveURL(/\/booking\/checkout/);
  await fillContact(visitor, { name: 'Eva Event', email: `event-${Date.now()}@example.org` });
  await continueToPayment(visitor);
  await enterCard(visitor, '4242 4242 4242 4242');
  await visitor.getByTestId('pay-button').click();
  await expect(visitor).toHaveURL(/\/payment\?orderId=/);
  await expect(visitor.getByTestId('payment-success')).toHaveText('Booking confirmed');
  await phone.close();

  // The staff list: 1 of 12 sold; delete is refused now that a ticket is sold.
  await page.goto('/dashboard/tour');
  const row = page.getByRole('row').filter({ hasText: en });
  await expect(row).toContainText('1/12 sold');
  await saveScreenshot(page, 'events-admin-list-en', false);
  await row.getByRole('button', { name: `Delete ${en}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('already sold');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The history: a change of title is recorded and the first version restored (a new change).
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole('tab', { name: /^English/ }).click();
  await page.getByLabel('Title', { exact: false }).first().fill(`${en} (moved)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const history = page.getByTestId('event-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('changed');
  await history.getByRole('listitem').nth(1).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue(en);
  await expect(history.getByRole('listitem').first()).toContainText('restored');

  // The list in German on a desktop and right to left in Arabic on a phone.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
  await page.goto('/dashboard/tour');
  await expect(page.getByRole('row').filter({ hasText: de })).toBeVisible();
  await saveScreenshot(page, 'events-admin-list-de-1440', false);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await saveScreenshot(page, 'events-admin-list-ar-390', false);
});
