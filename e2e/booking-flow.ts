// Steps shared by the booking and checkout specs: open the grid on a day, find free slots, go
// through the checkout, and reach the API as staff for what the customer cannot see (outbox).
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';

export const VENUE_TZ = 'Europe/Berlin';
export const DEMO_PASSWORD = 'courtside-demo';

/** The venue's local date `days` from today. */
export function venueDate(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return parts;
}

/** Signs in on the sign-in page as a demo account and lands on the dashboard. */
export async function signInToDashboard(page: Page, email: string): Promise<void> {
  // The consent banner shows on the sign-in page too; a staff member has answered it long ago.
  await rememberConsent(page.context(), test.info().project.use.baseURL!);
  await page.goto('/auth/jwt/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits until the app has taken over a server-rendered page: #root stays inert until hydration has
 * committed (routes/first-render.tsx), so a tap before that reaches nothing.
 */
export async function appInteractive(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** Answers the cookie banner (necessary cookies only) if it shows. */
export async function dismissConsent(page: Page): Promise<void> {
  const banner = page.getByTestId('consent-banner');
  try {
    await banner.waitFor({ state: 'visible', timeout: 5000 });
  } catch {
    return; // Already answered in this context.
  }
  await appInteractive(page);
  // The banner arrives with the server's first paint; a tap before the app has taken over the page
  // does nothing yet (a busy phone: the person taps again), so the answer is repeated until it sticks.
  await expect(async () => {
    if (await banner.isVisible()) await banner.getByRole('button', { name: 'Only necessary' }).click({ timeout: 2000 });
    await expect(banner).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** A returning visitor: the cookie choice (necessary only) was made before, no banner. */
export async function rememberConsent(context: BrowserContext, baseURL: string): Promise<void> {
  const record = {
    necessary: true,
    functional: false,
    analytics: false,
    marketing: false,
    social: false,
    version: 1,
    updatedAt: new Date().toISOString(),
  };
  await context.addCookies([
    { name: 'cookieConsents', value: encodeURIComponent(JSON.stringify(record)), url: baseURL },
  ]);
}

export async function openBookingDay(page: Page, date: string): Promise<void> {
  if (!page.url().includes('/booking')) await page.goto('/booking');
  // The server's page is inert until React has hydrated it: a tap before that does nothing.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The board renders the new day deferred (useDeferredValue): until it has, the previous day's
  // slots are still on screen (on a server-rendered /booking, today's are there from the start).
  // On a loaded machine a tap can still land while the page settles: tap again until the day shows.
  await expect(async () => {
    await page.getByTestId(`date-${date}`).click();
    await expect(page.locator(`#grid-help[data-date="${date}"]`)).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('[data-testid=slot]').first()).toBeVisible();
}

export function slotAt(page: Page, court: string, time: string): Locator {
  return page.locator(`[data-testid=slot][data-resource="${court}"][data-time="${time}"]`);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A court with `count` free slots in a row (one hour each), at or after `from`. */
export async function findFreeRun(
  page: Page,
  count: number,
  from = '00:00',
  skip: string[] = [],
): Promise<{ court: string; times: string[] }> {
  const cells = await page.locator('[data-testid=slot]').evaluateAll((nodes) =>
    nodes.map((n) => ({
      court: n.getAttribute('data-resource') ?? '',
      time: n.getAttribute('data-time') ?? '',
      state: n.getAttribute('data-state') ?? '',
    })),
  );
  const courts = [...new Set(cells.map((c) => c.court))].filter((c) => !skip.includes(c));
  for (const court of courts) {
    const free = cells
      .filter((c) => c.court === court && c.state === 'available' && c.time >= from)
      .map((c) => c.time)
      .sort();
    for (let i = 0; i + count <= free.length; i += 1) {
      const run = free.slice(i, i + count);
      if (run.every((t, k) => k === 0 || minutes(t) - minutes(run[k - 1]!) === 60)) return { court, times: run };
    }
  }
  throw new Error(`No court with ${count} free slots in a row from ${from}`);
}

export async function holdSlot(page: Page, court: string, time: string): Promise<void> {
  const slot = slotAt(page, court, time);
  await slot.click();
  await expect(slot).toHaveAttribute('data-state', 'selected');
}

export async function fillContact(page: Page, contact: { name: string; email: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Your details', level: 2 })).toBeVisible();
  await page.getByTestId('contact-name').fill(contact.name);
  await page.getByTestId('contact-email').fill(contact.email);
}

export async function continueToPayment(page: Page): Promise<void> {
  await page.getByTestId('checkout-next').click();
  await expect(page).toHaveURL(/step=1/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible();
}

export async function enterCard(page: Page, number: string): Promise<void> {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12/34');
  await page.getByTestId('card-cvc').fill('123');
}

export async function login(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export interface OutboxMail {
  to: string;
  template: string;
  subject: string;
  attachments: { filename: string; contentType: string }[];
}

/** The organization's outgoing mails, as staff sees them in dashboard/mail. */
export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const token = await login(request, 'staff@example.com');
  const response = await request.get('/api/v1/mail/outbox', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { rows: OutboxMail[] }).rows;
}

/**
 * On the abo tab: checks the weekly slot court by court until one has at least `min` free dates in
 * the season (earlier tests on the same server may hold or have bought the default one) and
 * returns how many are free.
 */
export async function checkAboWithFreeDates(page: Page, min = 2): Promise<number> {
  // The abo panel is a card (MUI's or the light layer's); its court field an MUI select or a native one.
  const panel = page.locator('.MuiCard-root, .cs-card', { has: page.getByTestId('abo-check') });
  const dates = page.getByTestId('abo-dates');
  for (let court = 0; court < 12; court++) {
    if (court > 0) {
      const field = panel.getByRole('combobox', { name: 'Court' });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
        const values = await field
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        if (court >= values.length) break;
        await field.selectOption(values[court]!);
      } else {
        await field.click();
        const options = page.getByRole('listbox').getByRole('option');
        if (court >= (await options.count())) break;
        await options.nth(court).click();
      }
    }
    await page.getByTestId('abo-check').click();
    await expect(dates).toContainText(/\d+ of \d+ dates are free/);
    const free = Number(/(\d+) of \d+ dates are free/.exec((await dates.textContent()) ?? '')?.[1]);
    if (free >= min) return free;
  }
  throw new Error(`no court has an abo with ${min} or more free dates`);
}

/** Holds one free hour at or after `from`, on the day `days` ahead or one of the next three days. */
export async function holdOneHour(page: Page, days: number, from: string): Promise<{ court: string; time: string }> {
  await page.goto('/booking');
  for (let offset = 0; ; offset += 1) {
    await openBookingDay(page, venueDate(days + offset));
    try {
      const run = await findFreeRun(page, 1, from);
      await holdSlot(page, run.court, run.times[0]!);
      return { court: run.court, time: run.times[0]! };
    } catch (error) {
      if (offset >= 3 || !(error instanceof Error) || !error.message.startsWith('No court')) throw error;
    }
  }
}

/** Counts every POST /api/v1/payments/confirm the page sends. */
export function countConfirms(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/payments/confirm') seen.count += 1;
  });
  return seen;
}

/**
 * The token of the split-share link mailed to `email` (docs/product/split-payment.md), read from the
 * outbox as staff (an admin may read link mails to people without an account).
 */
export async function splitShareToken(request: APIRequestContext, token: string, email: string): Promise<string> {
  let found = '';
  await expect(async () => {
    const res = await request.get(
      `/api/v1/mail/outbox?search=${encodeURIComponent(email)}&template=${encodeURIComponent('split.invite')}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(res.status(), await res.text()).toBe(200);
    const { rows } = (await res.json()) as { rows: { to: string; text: string }[] };
    found = /\/pay\/([A-Za-z0-9_-]{20,})/.exec(rows.find((r) => r.to === email)?.text ?? '')?.[1] ?? '';
    expect(found).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return found;
}
