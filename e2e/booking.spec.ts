// The booking grid in Chromium: colours and legend, keys and announcements, a race for
// one slot between two visitors, live updates, and a new visitor booking on a phone.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './helpers';
import {
  continueToPayment,
  dismissConsent,
  login,
  rememberConsent,
  enterCard,
  fillContact,
  findFreeRun,
  openBookingDay,
  slotAt,
  venueDate,
} from './booking-flow';

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test.describe('booking grid', () => {
  test('grid with legend and prices; arrow keys move, Enter holds, labels announce state and price', async ({
    page,
  }) => {
    const day = venueDate(2);
    await page.goto('/booking');
    await openBookingDay(page, day);
    await expect(page.getByRole('tab', { name: 'Single booking' })).toHaveAttribute('aria-selected', 'true');
    const legend = page.getByTestId('slot-legend');
    for (const label of ['Free', 'In your cart', 'Booked', 'Abo', 'Come-together'])
      await expect(legend.getByText(label, { exact: true })).toBeVisible();
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();

    // Colours of docs/product.md#public-site: available green, booked grey (checked on the rendered cells).
    const free = page.locator('[data-testid=slot][data-state=available]').first();
    await expect(free).toHaveCSS('background-color', /rgba\(34, 163, 90/);
    const booked = page.locator('[data-testid=slot][data-state=booked]').first();
    if ((await booked.count()) > 0) await expect(booked).toHaveCSS('background-color', /rgba\(145, 158, 171/);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'booking-grid-desktop');

    // Keyboard: one tab stop, arrows move, the label says court, time, state and price.
    const { court, times } = await findFreeRun(page, 2, '10:00');
    const first = slotAt(page, court, times[0]!);
    await first.focus();
    // The name starts with what the cell shows (its price), then court, date, time, state and price.
    await expect(first).toHaveAttribute(
      'aria-label',
      new RegExp(`^€\\d+, ${court}, .*${times[0]}–.*, free, €\\d+\\.\\d\\d, press Enter to hold it$`),
    );
    await page.keyboard.press('ArrowRight');
    const second = slotAt(page, court, times[1]!);
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('data-state', 'selected');
    await expect(second).toHaveAttribute('aria-label', /in your cart, .*press Enter to give it back/);
    await expect(page.getByTestId('selection-bar')).toContainText('1 item in your cart');
    await expect(page.getByTestId('cart-count')).toContainText('1');
    // Enter again gives it back (once the hold's request has settled: a busy cell ignores keys).
    await expect(second).not.toHaveAttribute('data-busy', 'true');
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('data-state', 'available');
    await expect(page.getByTestId('selection-bar')).toHaveCount(0);
  });

  test('while the chosen day loads, the previous day’s slots stay dimmed and take no taps', async ({ page }) => {
    const day = venueDate(3);
    // A slow answer for the chosen day: until it arrives the board still holds the day before's.
    await page.route(`**/api/v1/availability?date=${day}*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto('/booking');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // Start from a day with free slots: late in the evening today has none left to tap.
    const before = venueDate(2);
    await page.getByTestId(`date-${before}`).click();
    await expect(page.locator(`#grid-help[data-date="${before}"]`)).toBeAttached();
    await expect(page.locator('.bk-board-stale')).toHaveCount(0);
    await page.getByTestId(`date-${day}`).click();
    const board = page.locator('.bk-board-stale[aria-busy=true]');
    await expect(board).toBeVisible();
    const old = board.locator('[data-testid=slot][data-state=available]').first();
    await old.click({ force: true });
    await expect(page.locator('[data-testid=slot][data-busy]')).toHaveCount(0);
    await expect(page.locator(`#grid-help[data-date="${day}"]`)).toBeAttached();
    await expect(board).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('two visitors race for one slot: one gets it, the other is told it was just taken; grids update live', async ({
    browser,
    baseURL,
  }) => {
    const day = venueDate(3);
    const alice = await browser.newContext({ baseURL, locale: 'en-GB' });
    const bob = await browser.newContext({ baseURL, locale: 'en-GB' });
    await rememberConsent(alice, baseURL!);
    await rememberConsent(bob, baseURL!);
    const a = await alice.newPage();
    const b = await bob.newPage();
    await Promise.all([a.goto('/booking'), b.goto('/booking')]);
    await openBookingDay(a, day);
    await openBookingDay(b, day);
    await expect(b.getByTestId('live-indicator')).toContainText('Live');
    const { court, times } = await findFreeRun(a, 2, '12:00');
    const [time, other] = times as [string, string];

    // Both tap the same free slot at the same moment.
    await Promise.all([slotAt(a, court, time).click(), slotAt(b, court, time).click()]);
    const held = (p: typeof a) => p.getByText(`${court}, ${time}`).filter({ hasText: 'is held for you' });
    const taken = (p: typeof a) => p.getByText(`Just taken: someone else booked ${court}, ${time}`, { exact: false });
    // The message shows as a toast and in the grid's live status line: count pages, not elements.
    const shown = async (locator: ReturnType<typeof held>) => Math.min(1, await locator.count());
    const outcome = async () =>
      [await shown(held(a)), await shown(taken(a)), await shown(held(b)), await shown(taken(b))].join('');
    // Exactly one wins: either Alice held it and Bob was told "just taken", or the other way round.
    await expect.poll(outcome, { timeout: 10_000 }).toMatch(/^(1001|0110)$/);
    const aWon = (await held(a).count()) >= 1;
    const [winner, loser] = aWon ? [a, b] : [b, a];
    await expect(slotAt(winner, court, time)).toHaveAttribute('data-state', 'selected');
    await expect(slotAt(loser, court, time)).toHaveAttribute('data-state', 'booked');

    // Live: the winner takes the next hour; the loser's grid turns it grey without a reload.
    await slotAt(winner, court, other).click();
    await expect(slotAt(winner, court, other)).toHaveAttribute('data-state', 'selected');
    await expect(slotAt(loser, court, other)).toHaveAttribute('data-state', 'booked', { timeout: 8000 });
    await alice.close();
    await bob.close();
  });

  test('a new visitor on a phone finds a free court tomorrow evening and books it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'en-GB',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto('/');
    await dismissConsent(page);
    await page.getByTestId('hero-book').click();
    await expect(page).toHaveURL(/\/booking$/);
    const tomorrow = venueDate(1);
    await page.getByTestId(`date-${tomorrow}`).click();
    await expect(page.locator(`#grid-help[data-date="${tomorrow}"]`)).toBeAttached();
    await page.getByTestId('daypart-evening').click();
    await page.getByTestId('only-free').check();
    const list = page.getByTestId('slot-list');
    await expect(list).toBeVisible();
    // Never squeezed: the page does not scroll sideways and slots are finger-sized.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const firstFree = list.locator('[data-testid=slot][data-state=available]').first();
    const slot = slotAt(
      page,
      (await firstFree.getAttribute('data-resource'))!,
      (await firstFree.getAttribute('data-time'))!,
    );
    const box = await slot.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(80);
    expect(await slot.getAttribute('data-time')).toMatch(/^(1[7-9]|2\d):/);
    await saveScreenshot(page, 'booking-grid-phone', false);

    await slot.tap();
    await expect(slot).toHaveAttribute('data-state', 'selected');
    // On a phone the grid and the selection bar confirm the hold: no toast over the grid, the status
    // line says it to a screen reader.
    await expect(page.getByRole('status').filter({ hasText: 'is held for you' })).toBeAttached();
    await expect(page.locator('#notistack-snackbar')).toHaveCount(0);
    await page.getByTestId('bar-checkout').tap();
    await expect(page).toHaveURL(/\/booking\/checkout\?step=0/);
    await fillContact(page, { name: 'Nora Neu', email: 'nora.neu@example.org' });
    await continueToPayment(page);
    await enterCard(page, '4242 4242 4242 4242');
    await page.getByTestId('pay-button').tap();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('order-items')).toContainText(/1[7-9]:00|2\d:00/);
    // The paid cart is empty again (the header badge follows).
    await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, empty');
    await saveScreenshot(page, 'payment-success-phone', false);
    await context.close();
  });
});

test('the hold countdown warns before the end and one action extends it', async ({ page }) => {
  // The browser's clock runs ahead; the server's hold is real and gets extended for real.
  await page.clock.install();
  await page.goto('/booking');
  await openBookingDay(page, venueDate(8));
  const { court, times } = await findFreeRun(page, 1, '10:00');
  await slotAt(page, court, times[0]!).click();
  await expect(slotAt(page, court, times[0]!)).toHaveAttribute('data-state', 'selected');
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('hold-countdown')).toHaveText(/^[67]:\d\d$/);
  await page.clock.fastForward('06:20');
  const warning = page.getByTestId('hold-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toHaveAttribute('role', 'alert');
  await expect(warning).toContainText(/Your hold ends in 0:[0-4]\d/);
  await saveScreenshot(page.getByTestId('cart-drawer'), 'cart-hold-warning');
  await warning.getByTestId('hold-extend').click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'Your hold was extended.' })).toBeVisible();
});

test('come-together: an open session shows its places left; booking two places puts them in the cart', async ({
  page,
}) => {
  await page.goto('/booking');
  await openBookingDay(page, venueDate(0));
  await page.getByTestId('tab-come_together').click();
  await expect(page.getByTestId('session-card').first()).toBeVisible();
  // A stable handle on the first bookable card (booking it replaces its button).
  const cards = page.getByTestId('session-card');
  const index = (
    await cards.evaluateAll((nodes) => nodes.map((n) => Boolean(n.querySelector('[data-testid=session-book]'))))
  ).indexOf(true);
  expect(index).toBeGreaterThanOrEqual(0);
  const card = cards.nth(index);
  const placesText = await card.getByText(/\d+ places? left/).textContent();
  const before = Number(/(\d+) place/.exec(placesText ?? '')![1]);
  expect(before).toBeGreaterThanOrEqual(2);
  await card.getByRole('button', { name: 'One place more' }).click();
  await card.getByTestId('session-book').click();
  await expect(card.getByText('2 places are in your cart.')).toBeVisible();
  const left = before - 2;
  // A session with no place left says so in words (docs/product.md: "fully booked", not "0 places left").
  await expect(
    card.getByText(left === 0 ? 'fully booked' : `${left} place${left === 1 ? '' : 's'} left`),
  ).toBeVisible();
  // The toast shows at the screen's bottom (docs/product.md#public-site), not over the header's cart button, and
  // above the selection bar, not over its checkout button.
  // The toast slides in from the bottom: measured once it has settled (on a loaded machine the slide
  // was caught half-way, over the bar).
  const toastBox = async () => (await page.locator('#notistack-snackbar').first().boundingBox())!;
  const bar = (await page.getByTestId('selection-bar').boundingBox())!;
  await expect.poll(async () => (await toastBox()).y + (await toastBox()).height).toBeLessThanOrEqual(bar.y);
  expect((await toastBox()).y).toBeGreaterThan(page.viewportSize()!.height / 2);
  // The cards' texts are words, not text keys (the price per place once showed as "slot.pricePerPlace").
  await expect(card).toContainText('per place');
  await expect(page.getByTestId('session-card').filter({ hasText: /\b(slot|grid|session)\.[a-z]/ })).toHaveCount(0);
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-item').first()).toContainText('2 places');
  await expect(page.getByTestId('cart-item').first()).toContainText('Come-together');
});

test('abo: a signed-in customer checks a weekly slot, sees the free season dates and adds the abo to the cart', async ({
  page,
  request,
}) => {
  const token = await login(request, 'customer2@example.com');
  await page.addInitScript((value) => window.localStorage.setItem('access_token', value), token);
  await page.goto('/booking');
  await page.getByTestId('tab-abo').click();
  await page.getByTestId('abo-check').click();
  const dates = page.getByTestId('abo-dates');
  await expect(dates).toBeVisible();
  await expect(dates.getByRole('heading', { level: 3 })).toHaveText(/^\d+ of \d+ dates are free$/);
  await page.getByTestId('abo-add').click();
  await expect(page.locator('#notistack-snackbar', { hasText: 'The abo is in your cart' })).toBeVisible();
  await page.getByTestId('cart-button').click();
  const item = page.getByTestId('cart-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Abo');
  await expect(item).toContainText('Weekly from');
  // Giving it back releases every held date of the season together.
  await page.getByRole('button', { name: 'Empty cart' }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});
