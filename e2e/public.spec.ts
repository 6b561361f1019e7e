// The public site: languages, connectivity notices, consent, and my bookings with a
// cancellation under the policy.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { saveScreenshot, trackForeignRequests } from './helpers';

async function decideConsent(page: Page, choice: 'necessary' | 'all' = 'necessary') {
  await page.getByTestId(choice === 'all' ? 'consent-accept-all' : 'consent-necessary').click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
}

async function signInByApi(request: APIRequestContext, email: string) {
  const res = await request.post('/api/v1/auth/login', { data: { email, password: 'courtside-demo' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A paid single booking of the customer, far enough ahead for a full refund. */
async function paidBooking(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const availability = (await (await request.get(`/api/v1/availability?date=${date}`)).json()) as {
    rows: {
      resourceId: string;
      name: string;
      slots: { start: string; end: string; state: string; bookable: boolean }[];
    }[];
  };
  const court = availability.rows.find((r) => r.slots.some((s) => s.state === 'available' && s.bookable))!;
  const slot = court.slots.find((s) => s.state === 'available' && s.bookable)!;
  const cart = await request.post('/api/v1/cart', {
    headers,
    data: {
      items: [{ resourceId: court.resourceId, start: slot.start, end: slot.end, bookingType: 'normal', quantity: 1 }],
    },
  });
  expect(cart.status(), await cart.text()).toBe(200);
  const order = await request.post('/api/v1/orders', {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}` },
    data: { provider: 'test' },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId, clientSecret } = (await order.json()) as { orderId: string; clientSecret: string };
  const paid = await request.post('/api/v1/payments/confirm', {
    headers,
    data: { orderId, clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2035, cvc: '123' } },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const mine = (await (
    await request.get('/api/v1/bookings?mine=true&status=upcoming&limit=500', { headers })
  ).json()) as { rows: { id: string; orderId: string | null }[] };
  const booking = mine.rows.find((b) => b.orderId === orderId)!;
  return { courtName: court.name, bookingId: booking.id };
}

test.describe('public site', () => {
  test('switches the public pages to German and to Arabic (right to left)', async ({ page }) => {
    await page.goto('/pricing');
    await decideConsent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-de').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
    await expect(page).toHaveTitle('Preise | BeachSide Köln');
    await expect(page.getByRole('columnheader', { name: 'Preis pro Court' }).first()).toBeVisible();
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
    // The terms are binding in German: the German page says nothing about translations.
    await page.goto('/agb');
    await expect(page.getByTestId('content-agb')).toBeVisible();
    await expect(page.getByTestId('legal-note')).toHaveCount(0);

    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-ar').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // Every public page is translated: the terms in Arabic, with the note that German binds.
    const arabic = /[\u0600-\u06FF]/;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic);
    await expect(page.getByTestId('legal-note')).toHaveText(arabic);
    // E-mail addresses and phone numbers are typed left to right on the right-to-left page, and
    // stay aligned with its start like the other fields.
    await page.goto('/kontakt');
    const style = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => ({ direction: getComputedStyle(el).direction, align: getComputedStyle(el).textAlign }));
    await expect(page.locator('input[type="email"]').first()).toBeVisible();
    expect(await style('input[type="email"]')).toEqual({ direction: 'ltr', align: 'right' });
    expect(await style('input[type="tel"]')).toEqual({ direction: 'ltr', align: 'right' });
    expect((await style('input[type="text"]')).direction).toBe('rtl');
    await page.goto('/events');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic);
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'public-events-ar-rtl');
  });

  test('shows the offline notices and "Back online!" when the connection returns', async ({ page, context }) => {
    await page.goto('/events');
    await decideConsent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    // While offline the ping never reaches the server.
    await page.route('**/ping.txt', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('You are currently offline. Please check your internet connection.');
    await banner.getByRole('button', { name: 'Retry' }).click();
    const lost = page.getByTestId('connection-lost');
    await expect(lost.getByRole('heading', { name: 'Connection Lost' })).toBeVisible();
    await expect(lost).toContainText('Please check your internet connection and try again.');
    // A modal dialog: Retry has the focus and the page behind it is out of reach.
    await expect(page.getByRole('dialog', { name: 'Connection Lost' })).toBeVisible();
    await expect(lost.getByRole('button', { name: 'Retry' })).toBeFocused();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await saveScreenshot(page, 'public-connection-lost', false);

    await page.unroute('**/ping.txt');
    await context.setOffline(false);
    await expect(page.getByText('Back online!')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect(page.getByTestId('connection-lost')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  });

  test('the service worker caches the app shell and serves the offline page', async ({ page, context }) => {
    await page.goto('/');
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
    expect(worker).toMatch(/\/sw\.js\?build=index-/);
    const cached = await page.evaluate(
      async () => (await caches.keys()).filter((name) => name.startsWith('courtside-shell-')).length,
    );
    expect(cached).toBe(1);
    // The on-demand chunks that must work offline (the toast host) and the public pages' route
    // chunks are cached at install, from the build's precache.json.
    const precache = (await (await page.request.get('/precache.json')).json()) as string[];
    expect(precache.some((url) => /\/assets\/notistack-host-[\w-]+\.js$/.test(url))).toBe(true);
    const missing = await page.evaluate(async (urls) => {
      const assets = await caches.open('courtside-assets');
      const found = await Promise.all(urls.map(async (url) => ((await assets.match(url)) ? null : url)));
      return found.filter(Boolean);
    }, precache);
    expect(missing).toEqual([]);
    await context.setOffline(true);
    await page.goto('/faqs').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: 'Connection Lost' })).toBeVisible();
    await context.setOffline(false);
  });

  test('offers to reload when a new version is deployed, and reloads into it', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByText('A new version of this site is available.')).toHaveCount(0);
    // "Deploy" a new build: from now on the server's index.html names another entry script, as it
    // does after a release. The app notices it when the tab becomes visible again. The context
    // routes it: the page's fetch goes through the service worker, which is what reaches the network.
    await context.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-e2enext.js');
        await route.fulfill({ response, body: html });
      },
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByText('A new version of this site is available.');
    await expect(prompt).toBeVisible();
    const worker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? '',
    );
    expect(worker).toMatch(/\/sw\.js\?build=index-e2enext$/);
    await context.unrouteAll();
    // Reload: the waiting worker takes over and the page reloads under it.
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload', exact: true }).click()]);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toMatch(/build=index-e2enext$/);
    await expect(page.getByTestId('venue-name')).toBeVisible();
  });

  test('maintenance mode: public pages show the notice, staff can still sign in and see the site', async ({
    page,
    request,
  }) => {
    const manager = await signInByApi(request, 'manager@example.com');
    const setMaintenance = async (maintenanceMode: boolean) => {
      const res = await request.patch('/api/v1/settings/venue', {
        headers: { authorization: `Bearer ${manager}` },
        data: { maintenanceMode },
      });
      expect(res.status(), await res.text()).toBe(200);
      expect(((await res.json()) as { maintenanceMode: boolean }).maintenanceMode).toBe(maintenanceMode);
    };
    await setMaintenance(true);
    try {
      for (const path of ['/', '/booking', '/events']) {
        await page.goto(path);
        await expect(page.getByTestId('maintenance-view')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Down for maintenance' })).toBeVisible();
      }
      await expect(page.locator('[data-testid=slot]')).toHaveCount(0);
      await decideConsent(page);
      await saveScreenshot(page, 'public-maintenance');
      // The notice's sign-in link still works, and staff get the real pages.
      await page.getByTestId('maintenance-view').getByRole('link').click();
      await expect(page).toHaveURL(/\/auth\/jwt\/sign-in/);
      await page.getByLabel('Email address').fill('staff@example.com');
      await page.getByLabel('Password', { exact: true }).fill('courtside-demo');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).not.toHaveURL(/sign-in/);
      await page.goto('/booking');
      await expect(page.locator('[data-testid=slot]').first()).toBeVisible();
      await expect(page.getByTestId('maintenance-view')).toHaveCount(0);
    } finally {
      await setMaintenance(false);
    }
    // Off again: a visitor sees the site.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/events');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  });

  test('keeps consent choices; the map loads only after consent', async ({ page, baseURL }) => {
    const foreign = trackForeignRequests(page, baseURL!);
    // The sign-in pages are part of the site: the banner asks there too.
    await page.goto('/auth/jwt/sign-in');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await page.goto('/kontakt');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await decideConsent(page, 'necessary');
    await expect(page.getByTestId('map-placeholder')).toContainText('Alfred-Schütte-Allee 50, 50679 Köln');
    await expect(page.getByTestId('osm-map')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookieConsents')!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
      social: false,
    });
    // 365 days, give or take the test's own runtime.
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);

    // Later, from the footer: allow functional cookies.
    await page.getByTestId('footer-cookie-settings').click();
    const dialog = page.getByTestId('consent-dialog');
    await dialog.getByRole('switch', { name: 'Functional' }).check();
    await dialog.getByTestId('consent-save').click();
    await expect(page.getByTestId('osm-map')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('osm-map')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);
  });

  test('sends a contact message', async ({ page }) => {
    await page.goto('/kontakt');
    await decideConsent(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please fill in this field.').first()).toBeVisible();
    await form.getByLabel('Name').fill('Lena Ball');
    await form.getByLabel('Email').fill('lena@example.org');
    await form.getByLabel('Subject').fill('Company party');
    await form.getByLabel('Message').fill('We would like to book two courts and the bar for 30 people.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-success')).toBeVisible();
  });

  test('my bookings shows a paid booking and cancels it under the policy', async ({ page, request }) => {
    const token = await signInByApi(request, 'customer@example.com');
    const { courtName, bookingId } = await paidBooking(request, token);
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('access_token', value), token);
    await page.goto('/customers-bookings');
    await decideConsent(page);
    const card = page.locator(`[data-booking-id="${bookingId}"]`);
    await expect(card).toContainText(courtName);
    await expect(card.getByTestId('booking-status')).toHaveText('Confirmed');
    await expect(page.getByTestId('feed-url')).toHaveValue(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    await card.getByTestId('cancel-booking').click();
    const dialog = page.getByTestId('cancel-dialog');
    // Ten days ahead: the policy gives the money back, and the dialog says so before confirming.
    await expect(dialog.getByTestId('cancel-outcome')).toContainText(
      /You get €\d+\.\d{2} back to your payment method\./,
    );
    await saveScreenshot(page, 'public-my-bookings-cancel', false);
    await dialog.getByTestId('cancel-confirm').click();
    await expect(page.getByText(/Booking cancelled\. €\d+\.\d{2} will be refunded\./)).toBeVisible();
    // A cancelled booking has a group of its own (not "Past": its date is still to come).
    await page.getByRole('tab', { name: /Cancelled/ }).click();
    await expect(page.locator(`[data-booking-id="${bookingId}"]`).getByTestId('booking-status')).toHaveText(
      'Cancelled',
    );
  });
});
