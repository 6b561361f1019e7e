import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

/**
 * Screenshots for people to look at (test-results/screenshots): taken unless E2E_SCREENSHOTS=0. CI
 * skips them (.ci/run): nobody looks at them there, and the suite's ~110 full-page captures are CPU
 * the browsers and servers share on two cores. A failing test is photographed either way
 * (playwright.config.ts, `screenshot: 'only-on-failure'`).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS !== '0';

export async function saveScreenshot(page: Page | Locator, name: string, fullPage = true): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await ('goto' in page ? page.screenshot({ path: file, fullPage }) : page.screenshot({ path: file }));
}

/** Collects every request that leaves the app's origin (docs/product.md#public-site: none without consent). */
export function trackForeignRequests(page: Page, baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}
