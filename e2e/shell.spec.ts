import { expect, test } from '@playwright/test';
import { saveScreenshot, trackForeignRequests } from './helpers';
import { appInteractive } from './booking-flow';

test.describe('app shell', () => {
  test('home page shows the venue, loads nothing from third parties', async ({ page, baseURL }) => {
    const foreign = trackForeignRequests(page, baseURL!);
    await page.goto('/');
    await expect(page.getByTestId('venue-name')).toHaveText('BeachSide Köln');
    await expect(page).toHaveTitle('BeachSide Köln');
    await expect(page.getByText('Alfred-Schütte-Allee 50, 50679 Köln')).toBeVisible();
    await expect(page.getByTestId('hero-book')).toHaveAttribute('href', '/booking');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'home-light');
    expect(foreign).toEqual([]);
  });

  test('public pages arrive rendered by the server: readable without JavaScript, taken over without a redraw', async ({
    browser,
    baseURL,
  }) => {
    // Without JavaScript the server's HTML is the page (the first paint a slow phone shows).
    const plain = await browser.newContext({ baseURL, locale: 'en-GB', javaScriptEnabled: false });
    const noScript = await plain.newPage();
    for (const [path, title] of [
      ['/', 'BeachSide Köln'],
      ['/booking', 'Book a court'],
      ['/events', 'Events'],
      ['/post', 'News'],
      ['/product', 'Shop'],
    ] as const) {
      await noScript.goto(path);
      await expect(noScript.locator('h1').first()).toContainText(title);
      await expect(noScript.locator('#root')).toHaveAttribute('inert', '');
      await expect(noScript).toHaveTitle(new RegExp(title === 'BeachSide Köln' ? title : `^${title} \\|`));
    }
    await plain.close();

    // With JavaScript, React hydrates that HTML: no element of the page is removed and drawn again,
    // nothing is reported as redrawn, and the page becomes usable.
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    await context.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { __removed: string[] }).__removed = removed;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLElement && node.matches('h1, header, footer')) removed.push(node.tagName);
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    for (const path of ['/', '/booking', '/events', '/post', '/post/saisonstart-2026', '/product']) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed), path).toEqual([]);
    }
    expect(messages.filter((text) => text.includes('redrawn'))).toEqual([]);
    await context.close();
  });

  test('switches to German and to Arabic (right to left)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('venue-name')).toBeVisible();
    await appInteractive(page);
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-de').click();
    await expect(page.getByRole('heading', { name: 'Was du buchen kannst' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await page.getByTestId('language-button').click();
    await page.getByTestId('language-option-ar').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('link', { name: 'احجز ملعبًا' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'home-ar-rtl');

    // The choice is stored under i18nextLng and survives a reload.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');
  });

  test('dark mode and the accent colour survive a reload; reset appears only after a change', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('venue-name')).toBeVisible();
    await page.getByTestId('settings-button').click();
    const drawer = page
      .getByRole('presentation')
      .filter({ has: page.getByRole('heading', { name: 'Display settings' }) });
    await expect(drawer).toBeVisible();
    await expect(page.getByTestId('settings-reset')).toHaveCount(0);

    await page.getByRole('switch', { name: 'Dark mode' }).check();
    await page.getByTestId('primary-color-purple').click();
    await expect(page.getByTestId('settings-reset')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');

    // The server paints the next page in them already (cookie cs-display), not light first.
    const html = await (await page.request.get('/events')).text();
    expect(html).toMatch(/<html [^>]*data-color-scheme="dark"[^>]*data-primary="purple"/);

    await page.reload();
    await expect(page.getByTestId('venue-name')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    const stored = await page.evaluate(() => ({
      settings: JSON.parse(localStorage.getItem('app-settings') ?? '{}'),
      mode: localStorage.getItem('theme-mode'),
    }));
    expect(stored.mode).toBe('dark');
    expect(stored.settings).toMatchObject({ colorScheme: 'dark', primaryColor: 'purple' });
    // The purple accent is applied to the call to action (its light shade on the dark page).
    await expect(page.getByTestId('hero-book')).toHaveCSS('background-color', 'rgb(185, 133, 244)');
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'home-dark');

    await page.getByTestId('settings-button').click();
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
    await page.getByTestId('settings-reset').click();
    await expect(page.getByTestId('settings-reset')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  });

  test('an unknown path shows the 404 screen; the error pages exist', async ({ page }) => {
    // The server answers paths the app has no page for with status 404 (the page for people, the
    // status for crawlers and monitors); a malformed URL too, instead of Fastify's raw JSON.
    const malformed = await page.goto('/events/%E0%A4%A');
    expect(malformed?.status()).toBe(404);
    expect(await malformed?.text()).not.toContain('FST_ERR_BAD_URL');
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-404')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByTestId('venue-name')).toBeVisible();
    for (const status of [403, 404, 500]) {
      await page.goto(`/error/${status}`);
      await expect(page.getByTestId(`error-${status}`)).toBeVisible();
    }
  });

  test('phone width: the menu opens and links to the public pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('venue-name')).toBeVisible();
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
    await appInteractive(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.locator('.MuiDrawer-paper')).toBeVisible();
    // Scoped to the drawer: the page behind it has its own Events links (footer, hero).
    await page.locator('.MuiDrawer-paper').getByRole('link', { name: 'Events', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await saveScreenshot(page, 'events-phone', false);
  });
});
