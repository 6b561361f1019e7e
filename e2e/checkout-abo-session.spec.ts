// A new visitor, with nothing configured beyond the demo venue, books a season abo and a
// come-together place from /booking, checks out as a guest and pays with 4242. The success page must show the same money as the order summary before paying, to the
// cent, and the guest downloads the invoice PDF. Runs on a phone-sized screen (390×844).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { saveScreenshot } from './helpers';
import { checkAboWithFreeDates, continueToPayment, enterCard, fillContact, rememberConsent } from './booking-flow';

// bypassCSP: axe-core is injected as a script, which the app's CSP (rightly) refuses.
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core with the WCAG 2.2 AA tags (as e2e/a11y.spec.ts): one line per violating node. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    type Violation = { id: string; help: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));
  });
}

/** "€1,234.56" → 123456: the amount a line shows, in cents. */
function cents(text: string | null): number {
  const match = /€\s?([\d,]+\.\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`No euro amount in "${text}"`);
  return Number(match[1]!.replace(/[,.]/g, ''));
}

/** The euro amount at the end of each row (the line's price). */
async function linePrices(rows: Locator): Promise<number[]> {
  return (await rows.allInnerTexts()).map((text) => cents(/€\s?[\d,]+\.\d\d(?![\s\S]*€)/.exec(text)?.[0] ?? null));
}

test('a visitor books an abo and a come-together place as a guest, pays with 4242, and the success page agrees to the cent', async ({
  page,
}) => {
  await page.goto('/booking');

  // The abo tab: the default weekday and time on the first court with free dates; add them all.
  await page.getByTestId('tab-abo').click();
  // A weekly slot for the season: no day strip to pick from.
  await expect(page.locator('.bk-dates-strip')).toHaveCount(0);
  await checkAboWithFreeDates(page);
  // The dates open below the form: their heading is brought into view and focused.
  const result = page.getByTestId('abo-dates').getByRole('heading', { level: 3 });
  await expect(result).toBeFocused();
  await expect(result).toBeInViewport();
  await saveScreenshot(page, 'mobile-abo-dates');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('abo-add').click();
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', /1 item/);

  // The come-together tab: one place in the first open session.
  await page.getByTestId('tab-come_together').click();
  const session = page
    .getByTestId('session-card')
    .filter({ has: page.getByTestId('session-book') })
    .first();
  await session.getByTestId('session-book').click();
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', /2 items/);

  await page.getByTestId('cart-button').click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-item')).toHaveCount(2);
  await expect(drawer.getByTestId('cart-item').filter({ hasText: 'Abo' })).toHaveCount(1);
  await expect(drawer.getByTestId('cart-item').filter({ hasText: 'Come-together' })).toHaveCount(1);
  await saveScreenshot(page, 'mobile-cart-abo-session', false);
  await drawer.getByTestId('cart-checkout').click();

  await expect(page).toHaveURL(/\/booking\/checkout\?step=0/);
  await fillContact(page, { name: 'Nora Neu', email: `visitor-${Date.now()}@example.org` });
  await continueToPayment(page);

  // The order summary shown before paying: item prices, subtotal, fee and total (the drawer is gone).
  await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  const summary = page.getByTestId('order-summary');
  await expect(summary).toHaveCount(1);
  await expect(summary).not.toContainText('preview');
  const itemsBefore = (await linePrices(page.getByTestId('cart-item'))).sort((a, b) => a - b);
  const subtotal = cents(await summary.getByTestId('summary-subtotal').textContent());
  const fee = cents(await summary.getByTestId('summary-fee').textContent());
  const total = cents(await summary.getByTestId('summary-total').textContent());
  expect(itemsBefore).toHaveLength(2);
  expect(itemsBefore.reduce((s, c) => s + c, 0)).toBe(subtotal);
  expect(subtotal + fee).toBe(total);
  await expect(page.getByTestId('pay-button')).toContainText(
    await summary
      .getByTestId('summary-total')
      .textContent()
      .then((t) => t!.trim()),
  );

  await enterCard(page, '4242 4242 4242 4242');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'mobile-checkout-abo-session');
  await page.getByTestId('pay-button').click();

  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByTestId('payment-success')).toHaveText('Booking confirmed');
  const items = page.getByTestId('order-items').locator('li');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Abo' })).toContainText('Weekly from');
  await expect(items.filter({ hasText: 'Come-together' })).toHaveCount(1);
  // To the cent: the paid total and every line, as shown before paying.
  expect(cents(await page.getByTestId('result-total').textContent())).toBe(total);
  // The fee is a line of its own, so the lines shown add up to what was paid.
  expect(cents(await page.getByTestId('result-service-fee').textContent())).toBe(fee);
  expect((await linePrices(items)).sort((a, b) => a - b)).toEqual(itemsBefore);
  await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-label', 'Cart, empty');

  // The guest's invoice, from the success page (the cart cookie proves the order is theirs).
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
  expect(pdf.suggestedFilename()).toMatch(/^\d{4}-\d{6}\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'mobile-payment-success-abo-session');
  expect(await axeViolations(page)).toEqual([]);
});
