// Fast taps on a first visit: a visitor without a cart cookie taps two free slots almost at once
// (the usual two consecutive hours on a phone). Both must land in one cart, and no hold may be left
// behind that the visitor cannot see, release or pay. A double tap on one slot holds it once.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { findFreeRun, rememberConsent, slotAt, venueDate } from './booking-flow';

interface CartAnswer {
  items: { resourceName: string; start: string }[];
}

async function firstVisit(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await rememberConsent(context, baseURL);
  return context.newPage();
}

/** Clicks the slots from inside the page, `gapMs` apart (0: in the same task, before any answer). */
async function tapSlots(page: Page, selectors: string[], gapMs: number): Promise<void> {
  await page.evaluate(
    async ({ selectors, gapMs }) => {
      for (const [index, selector] of selectors.entries()) {
        if (index > 0 && gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        (document.querySelector(selector) as HTMLElement).click();
      }
    },
    { selectors, gapMs },
  );
}

/** Opens a day on the grid; a tap before the server-rendered page has hydrated is tried again. */
async function openBookingDay(page: Page, date: string): Promise<void> {
  await expect(async () => {
    await page.getByTestId(`date-${date}`).click();
    await expect(page.locator(`#grid-help[data-date="${date}"]`)).toBeAttached({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('[data-testid=slot]').first()).toBeVisible();
}

const slotSelector = (court: string, time: string) =>
  `[data-testid=slot][data-resource="${court}"][data-time="${time}"]`;

async function cartOf(page: Page): Promise<CartAnswer['items']> {
  const response = await page.context().request.get('/api/v1/cart');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CartAnswer).items;
}

test.describe('two fast taps on a first visit', () => {
  for (const [gap, day] of [
    [0, 3],
    [100, 4],
  ] as const) {
    test(`two free slots tapped ${gap} ms apart both land in the one cart`, async ({ browser, baseURL }) => {
      const page = await firstVisit(browser, baseURL!);
      await page.goto('/booking');
      const date = venueDate(day);
      await openBookingDay(page, date);
      const { court, times } = await findFreeRun(page, 2, '17:00');
      await tapSlots(
        page,
        times.map((time) => slotSelector(court, time)),
        gap,
      );
      for (const time of times) await expect(slotAt(page, court, time)).toHaveAttribute('data-state', 'selected');
      await expect.poll(async () => (await cartOf(page)).length).toBe(2);
      await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', /2/);
      // After a reload (the cookie is what identifies the visitor) both are still this visitor's.
      await page.reload();
      await openBookingDay(page, date);
      for (const time of times) await expect(slotAt(page, court, time)).toHaveAttribute('data-state', 'selected');
      await page.context().close();
    });
  }

  test('a double tap on one slot holds it once', async ({ browser, baseURL }) => {
    const page = await firstVisit(browser, baseURL!);
    await page.goto('/booking');
    await openBookingDay(page, venueDate(5));
    const { court, times } = await findFreeRun(page, 1, '17:00');
    const time = times[0]!;
    await tapSlots(page, [slotSelector(court, time), slotSelector(court, time)], 0);
    await expect(slotAt(page, court, time)).toHaveAttribute('data-state', 'selected');
    await expect.poll(async () => (await cartOf(page)).length).toBe(1);
    // Released again, the slot is free for everyone: no second, invisible hold keeps it.
    await slotAt(page, court, time).click();
    await expect(slotAt(page, court, time)).toHaveAttribute('data-state', 'available');
    expect(await cartOf(page)).toHaveLength(0);
    const other = await firstVisit(browser, baseURL!);
    await other.goto('/booking');
    await openBookingDay(other, venueDate(5));
    await expect(slotAt(other, court, time)).toHaveAttribute('data-state', 'available');
    await other.context().close();
    await page.context().close();
  });
});
