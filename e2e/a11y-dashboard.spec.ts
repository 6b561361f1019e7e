// Accessibility of the staff dashboard: axe-core with the WCAG 2.2 AA tags and the target-size rule
// reports no violation on any dashboard screen. The screens come from the web app's route table
// (apps/web/src/config/paths.ts), so a screen added there is walked without editing this file; detail
// screens are opened with a real record of the demo venue. Two passes cover each language (en, ar
// right to left), width (1440, 390 px) and colour scheme (light, dark) once: en 1440 light and
// ar 390 dark.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths';
import { openInApp, violations } from './axe';
import { login, rememberConsent } from './booking-flow';

type RouteTree = string | ((id: string) => string) | { [key: string]: RouteTree };

/** Every dashboard URL of the route table; parameterised ones are given the id their area needs. */
function dashboardRoutes(tree: RouteTree, ids: Record<string, string | undefined>, key = ''): string[] {
  if (typeof tree === 'string') return [tree];
  if (typeof tree === 'function') {
    // details(id) / edit(id) of an area: opened with a record of that area, if the demo has one.
    const area = tree('{id}').split('/')[2] ?? '';
    const id = ids[area];
    return id ? [tree(id)] : [];
  }
  return Object.entries(tree).flatMap(([k, sub]) => dashboardRoutes(sub, ids, `${key}.${k}`));
}

async function firstId(request: APIRequestContext, token: string, url: string): Promise<string | undefined> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) return undefined;
  const body = (await res.json()) as { rows?: { id: string }[]; items?: { id: string }[] } | { id: string }[];
  const rows = Array.isArray(body) ? body : (body.rows ?? body.items ?? []);
  return rows[0]?.id;
}

/**
 * Waits until the screen's data has arrived (no skeleton or spinner) and its transitions have run. A
 * screen that never settles is measured as it is after the waits: axe then reports what it sees.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page).toHaveTitle(/\S/);
  await page
    .locator('.MuiSkeleton-root, .cs-skeleton, .MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
        ),
      { timeout: 5_000 },
    )
    .toBe(0)
    .catch(() => undefined);
}

test.use({ bypassCSP: true });

// Two passes cover both languages, both widths and both colour schemes (each value once); the four
// pairwise passes took over half an hour on a loaded 2-core machine, too long for CI's budget.
const PASSES = [
  { language: 'en', scheme: 'light', viewport: { width: 1440, height: 900 } },
  { language: 'ar', scheme: 'dark', viewport: { width: 390, height: 844 } },
] as const;

test.describe('dashboard accessibility (axe, WCAG 2.2 AA)', () => {
  for (const pass of PASSES) {
    test(`every dashboard screen in ${pass.language}, ${pass.scheme}, ${pass.viewport.width} px`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(pass.viewport);
      await rememberConsent(context, test.info().project.use.baseURL!);
      const token = await login(request, 'admin@example.com');
      const ids = {
        bookings: await firstId(request, token, '/api/v1/dashboard/bookings?pageSize=1'),
        order: await firstId(request, token, '/api/v1/orders?pageSize=1'),
        invoice: await firstId(request, token, '/api/v1/invoices?pageSize=1'),
        user: await firstId(request, token, '/api/v1/users?pageSize=1'),
      };
      const routes = [...new Set(dashboardRoutes(paths.dashboard, ids))];
      expect(routes.length).toBeGreaterThan(25);
      await page.goto('/');
      await page.evaluate(
        ([t, language, scheme]) => {
          localStorage.setItem('access_token', t);
          localStorage.setItem('i18nextLng', language);
          localStorage.setItem('theme-mode', scheme);
        },
        [token, pass.language, pass.scheme],
      );
      const report: Record<string, string[]> = {};
      for (const [i, route] of routes.entries()) {
        await test.step(route, async () => {
          // The first screen loads the app with the stored session and language; the rest are moved to.
          if (i === 0) await page.goto(route);
          else await openInApp(page, route);
          await settle(page);
          const found = await violations(page);
          if (found.length) report[route] = found;
        });
      }
      expect(report).toEqual({});
    });
  }
});
