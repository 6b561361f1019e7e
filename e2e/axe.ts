// Shared by the accessibility walks: axe-core with the WCAG 2.2 AA tags (and the target-size rule),
// injected once per page load, and a client-side move between screens. Loading the whole app anew
// for every screen (parse the bundle, start the router, fetch the session and translations) cost
// more than the check itself; a walk now loads the app once and moves the way a user's click does.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The violations on the page as one line each: rule, element, and what to fix. */
export async function violations(page: Page, format: 'short' | 'long' = 'short'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, TAGS);
  return found.flatMap((v) =>
    v.nodes.map((n) => {
      const fix = (n.failureSummary ?? '').replace(/\s+/g, ' ');
      return format === 'long'
        ? `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}${fix ? ` — ${fix}` : ''}`
        : `${v.id}: ${n.target.join(' ')} — ${fix}`;
    }),
  );
}

/**
 * Moves the loaded app to `route` without a page load: the router follows the history entry as it
 * does for the browser's back button. Falls back to a full load when the app is not running yet.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  const running =
    page.url().startsWith('http') &&
    (await page.evaluate(() => Boolean(document.getElementById('root')?.childElementCount)));
  if (!running) {
    await page.goto(route);
    return;
  }
  // The headings on screen now are marked: the next screen has arrived when a heading without the mark
  // (a new element) is there — a lazy screen keeps the old one up while its code loads.
  const before = await page.evaluate((to) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-walk-seen', ''));
    const title = document.title;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return title;
  }, route);
  await page
    .waitForFunction(
      (title) => document.querySelector('h1:not([data-walk-seen])') !== null || document.title !== title,
      before,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}
