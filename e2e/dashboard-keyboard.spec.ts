// Two front-desk flows done with the keyboard alone (no clicks, no fill): find a booking in the list
// and cancel it with a full refund, and move a booking in the calendar through its menu's Move
// dialog (the keyboard's equivalent of dragging it). Every step reaches its control with Tab, every
// focused control shows a visible focus indicator, and the outcome is announced: the status message
// takes focus and has role status. The bookings are set up through the staff API.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { login, rememberConsent, venueDate } from './booking-flow';

const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

interface Slot {
  resourceId: string;
  start: string;
  end: string;
}

/** Court 2's free slots at `times` on the first day from `from` days ahead where all are free. */
async function freeSlots(request: APIRequestContext, from: number, times: string[]): Promise<Slot[]> {
  for (let days = from; days < from + 30; days++) {
    const answer = await (await request.get(`/api/v1/availability?date=${venueDate(days)}`)).json();
    const court = answer.rows.find((row: { name: string }) => row.name === 'Court 2');
    const free = (court?.slots ?? []).filter(
      (s: { state: string; blocked?: boolean }) => s.state === 'available' && !s.blocked,
    ) as { start: string; end: string }[];
    const found = times.map((time) => free.find((s) => berlinTime(s.start) === time));
    if (found.every(Boolean)) return found.map((s) => ({ resourceId: court.resourceId, start: s!.start, end: s!.end }));
  }
  throw new Error(`Court 2 is not free at ${times.join(', ')} in the next month`);
}

async function deskBooking(request: APIRequestContext, slot: Slot, name: string): Promise<string> {
  const token = await login(request, 'staff@example.com');
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@kbd-e2e.example.org`;
  const res = await request.post('/api/v1/staff/bookings', {
    headers: { authorization: `Bearer ${token}` },
    data: { contact: { name, email }, items: [slot], paymentMethod: 'cash' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { bookingIds: string[] }).bookingIds[0]!;
}

async function signIn(page: Page, request: APIRequestContext) {
  await rememberConsent(page.context(), test.info().project.use.baseURL!);
  const token = await login(request, 'staff@example.com');
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
}

/** Presses Tab until `target` has focus, and checks that the focus is visible (an outline or ring). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      const visible = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const ring = (e: Element) => {
          const s = getComputedStyle(e);
          return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
        };
        const field = el.closest('.MuiInputBase-root');
        const button = el.closest('.MuiButtonBase-root');
        return (
          el.matches(':focus-visible') &&
          (ring(el) ||
            (field !== null && field.classList.contains('Mui-focused')) ||
            (button !== null && button.classList.contains('Mui-focusVisible')) ||
            style.backgroundColor !== 'rgba(0, 0, 0, 0)')
        );
      });
      expect(visible, 'the focused control shows its focus').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

async function expectAnnounced(page: Page, text: string | RegExp) {
  const message = page.getByRole('status').filter({ hasText: text });
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
}

// en-GB: 24-hour time fields, so ArrowUp on the hour goes 10 → 13 without an AM/PM segment.
test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
// Each Tab is a round trip to the browser; on a busy machine a flow takes minutes.
test.describe.configure({ timeout: 360_000 });

test('keyboard only: find a booking and cancel it with a full refund', async ({ page, request }) => {
  const [slot] = await freeSlots(request, 4, ['11:00']);
  const name = `Kira Keyboard ${Date.now() % 100000}`;
  const id = await deskBooking(request, slot!, name);
  await signIn(page, request);
  await page.goto('/dashboard/bookings');

  await tabTo(page, page.getByRole('searchbox'));
  await page.keyboard.type(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await tabTo(page, page.getByRole('grid'));
  // Into the rows: arrow keys until the found booking's row has focus, Enter opens it.
  for (let i = 0; i < 5 && !(await row.evaluate((el) => el.contains(document.activeElement))); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/bookings/${id}$`));

  await tabTo(page, page.getByRole('button', { name: 'Cancel booking' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('combobox', { name: 'Refund' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Full refund (money back)' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Full refund (money back)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Cancel booking' }));
  await page.keyboard.press('Enter');

  await expectAnnounced(page, 'Saved.');
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-row')).toContainText('money');
});

test('keyboard only: move a booking in the calendar to another hour', async ({ page, request }) => {
  const [slot] = await freeSlots(request, 3, ['10:00', '13:00']);
  const id = await deskBooking(request, slot!, 'Moritz Mover');
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(slot!.start));
  await signIn(page, request);
  await page.goto('/dashboard/calendar');
  await expect(page.getByTestId('staff-calendar')).toBeVisible();

  // Forward day by day with the Next button until the booking's day shows.
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  const dateField = page.getByLabel('Date');
  for (let i = 0; i < 40 && (await dateField.inputValue()) < date; i++) {
    const before = await dateField.inputValue();
    await page.keyboard.press('Enter');
    await expect(dateField).not.toHaveValue(before);
  }
  await expect(dateField).toHaveValue(date);
  const entry = page.locator(`[data-booking-id="${id}"]`);
  await expect(entry).toBeVisible();

  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Move' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move booking' });
  await expect(dialog).toBeVisible();
  const start = dialog.getByLabel('Start time');
  await tabTo(page, start);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect(start).toHaveValue('13:00');
  await tabTo(page, dialog.getByRole('button', { name: 'Move', exact: true }));
  await page.keyboard.press('Enter');

  await expectAnnounced(page, 'Booking moved.');
  await expect(page.locator(`[data-cell$="|${date}|13:00"] [data-booking-id="${id}"]`)).toBeVisible();
});
