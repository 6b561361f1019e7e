// Accessibility: axe-core with the WCAG 2.2 AA tags and the target-size rule reports
// no violation on any public page, in English, German and Arabic (right to left), signed out and (for my bookings) in.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openInApp, violations as axeViolations } from './axe';
import { openBookingDay, rememberConsent, venueDate } from './booking-flow';

const violations = (page: Page) => axeViolations(page, 'long');

/** Waits until lazy screens and their data have settled (no skeletons, no loader). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(/\S/);
  // MUI's skeletons (MUI screens) and the light layer's (ui/surfaces.tsx).
  await expect(page.locator('.MuiSkeleton-root, .cs-skeleton')).toHaveCount(0);
  await page.waitForTimeout(300);
  await transitionsDone(page);
}

/** Waits for running CSS transitions and animations (a dialog fading in is measured half see-through). */
async function transitionsDone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

const PUBLIC_PAGES = [
  '/',
  '/calendar',
  '/pricing',
  '/dynamic-slots',
  '/events',
  '/customers-bookings',
  '/about-us',
  '/kontakt',
  '/faqs',
  '/agb',
  '/privacy-policy',
  '/impressum',
  '/cookie-policy',
  '/restaurents',
  '/beach',
  '/volleyball',
  '/conditions',
  '/coming-soon',
  '/maintenance',
  '/product',
  '/post',
  '/error/403',
  '/error/404',
  '/error/500',
];

// The app's Content-Security-Policy forbids inline scripts; axe is injected by the test only.
test.use({ bypassCSP: true });

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the consent banner and the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await settle(page);
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('consent-customize').click();
    await expect(page.getByTestId('consent-dialog')).toBeVisible();
    await transitionsDone(page);
    expect(await violations(page)).toEqual([]);
  });

  for (const language of ['en', 'de', 'ar'] as const) {
    test(`every public page in ${language}`, async ({ page, context }) => {
      test.setTimeout(240_000);
      await context.addCookies([
        {
          name: 'cookieConsents',
          value: encodeURIComponent(
            JSON.stringify({
              necessary: true,
              functional: false,
              analytics: false,
              marketing: false,
              social: false,
              version: 1,
              updatedAt: new Date().toISOString(),
            }),
          ),
          url: test.info().project.use.baseURL!,
        },
      ]);
      await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
      const events = (await (await page.request.get('/api/v1/events')).json()) as { rows: { slug: string }[] };
      const pages = [...PUBLIC_PAGES, ...(events.rows[0] ? [`/events/${events.rows[0].slug}`] : [])];
      const report: Record<string, string[]> = {};
      for (const [i, path] of pages.entries()) {
        // The first page loads the app (server-rendered, then taken over); the rest are moved to.
        if (i === 0) await page.goto(path);
        else await openInApp(page, path);
        await settle(page);
        const found = await violations(page);
        if (found.length) report[path] = found;
      }
      expect(report).toEqual({});
    });
  }

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the booking grid, a held slot, the cart and the checkout (${viewport.width} px)`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await rememberConsent(context, test.info().project.use.baseURL!);
      const report: Record<string, string[]> = {};
      const check = async (name: string) => {
        const found = await violations(page);
        if (found.length) report[name] = found;
      };
      // The grid of the day after tomorrow, rendered with its slots (not the empty or loading state).
      await openBookingDay(page, venueDate(2));
      await settle(page);
      await check('/booking');
      // A free slot held: the selection bar and the cart's countdown appear.
      await page.locator('[data-testid=slot][data-state=available]').first().click();
      await expect(page.getByTestId('selection-bar')).toBeVisible();
      await check('/booking with a held slot');
      await page.getByTestId('cart-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(400);
      await check('the cart drawer');
      await page.keyboard.press('Escape');
      await page.goto('/booking/checkout');
      await settle(page);
      await check('/booking/checkout with an item');
      expect(report).toEqual({});
    });
  }

  test('my bookings signed in, with the cancel dialog open', async ({ page, request, context }) => {
    await context.addCookies([
      {
        name: 'cookieConsents',
        value: encodeURIComponent(
          JSON.stringify({
            necessary: true,
            functional: true,
            analytics: false,
            marketing: false,
            social: false,
            version: 1,
            updatedAt: new Date().toISOString(),
          }),
        ),
        url: test.info().project.use.baseURL!,
      },
    ]);
    const login = await request.post('/api/v1/auth/login', {
      data: { email: 'customer@example.com', password: 'courtside-demo' },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('access_token', token), accessToken);
    await page.goto('/customers-bookings');
    await expect(page.getByTestId('calendar-feed')).toBeVisible();
    await settle(page);
    expect(await violations(page)).toEqual([]);
    const cancel = page.getByTestId('cancel-booking').first();
    if (await cancel.count()) {
      await cancel.click();
      await expect(page.getByTestId('cancel-outcome')).toBeVisible();
      // The dialog fades in: measured once its transition has ended (mid-fade its colours are pale).
      await settle(page);
      expect(await violations(page)).toEqual([]);
    }
    // The contact page with the map allowed (functional consent given above).
    await page.goto('/kontakt');
    await expect(page.getByTestId('osm-map')).toBeVisible();
    // The map's tiles come from a third party and may never finish loading here: no networkidle.
    await expect(page).toHaveTitle(/\S/);
    expect(await violations(page)).toEqual([]);
  });
});
