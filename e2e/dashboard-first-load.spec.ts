// Opening the dashboard as staff on a slow phone (CPU slowed 6×): once the first screen is up it stays
// up. The staff panels (tasks, support chat, rentals to hand out) arrive after the session's permissions
// and load their texts then; before, that load fell back to the app-wide loader, so the greeting and
// the page's title vanished for a moment (seen as an empty <title> by the accessibility walk).
import { expect, test } from '@playwright/test';
import { login, rememberConsent } from './booking-flow';

test('staff: the dashboard first screen is never replaced by the full-screen loader', async ({
  page,
  context,
  request,
}) => {
  await rememberConsent(context, test.info().project.use.baseURL!);
  const token = await login(request, 'manager@example.com');
  // Records, from the first moment a heading is shown, every time the title is empty or the app-wide
  // loader is on screen.
  await page.addInitScript(() => {
    const w = window as unknown as { __lost: string[]; __shown: boolean };
    w.__lost = [];
    w.__shown = false;
    new MutationObserver(() => {
      const heading = document.querySelector('h1');
      const visible = heading ? heading.getClientRects().length > 0 : false;
      if (!w.__shown) {
        w.__shown = visible && document.title.trim() !== '';
        return;
      }
      if (!document.title.trim()) w.__lost.push('empty title');
      if (!visible) w.__lost.push('heading hidden');
      if (document.querySelector('.cs-loading-full')) w.__lost.push('full-screen loader');
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/dashboard');
  // The staff panels have arrived: today's tasks and the day at the venue.
  await expect(page.getByTestId('task-alerts')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const w = await page.evaluate(() => (window as unknown as { __lost: string[]; __shown: boolean }).__shown);
  expect(w).toBe(true);
  expect(await page.evaluate(() => [...new Set((window as unknown as { __lost: string[] }).__lost)])).toEqual([]);
});
