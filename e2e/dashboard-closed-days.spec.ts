// Closed days (docs/product.md#closed-days): a manager closes a day in the venue screen and the
// public booking grid shows that day as closed, with its label and no slot, on a 390 px phone
// in English, German and Arabic. The day is opened again at the end (delete from the card).
import { expect, test } from '@playwright/test';
import { rememberConsent, signInToDashboard, venueDate } from './booking-flow';
import { saveScreenshot } from './helpers';

const day = venueDate(12);

test('a manager adds a closed day; the public grid says Closed and offers no slot', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const manager = await context.newPage();
  await signInToDashboard(manager, 'manager@example.com');
  await manager.goto('/dashboard/venue?tab=seasons');
  const card = manager.getByRole('region', { name: 'Closed days' });
  await expect(card).toBeVisible();
  await card.getByLabel('First day').fill(day);
  await card.getByLabel('Label (German)').fill('Heiligabend');
  await card.getByLabel('Label (English)').fill('Christmas Eve');
  await card.getByRole('button', { name: 'Add closed day' }).click();
  await expect(card.getByRole('list', { name: 'Closed days' })).toContainText('Christmas Eve');
  await saveScreenshot(manager, 'closed-days-card-1440');

  const expected: Record<string, string> = {
    en: 'Closed: Christmas Eve',
    de: 'Geschlossen: Heiligabend',
    ar: 'مغلق: Heiligabend',
  };
  for (const language of ['en', 'de', 'ar']) {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    await rememberConsent(phone, baseURL!);
    const page = await phone.newPage();
    await page.addInitScript((lng) => window.localStorage.setItem('i18nextLng', lng), language);
    await page.goto('/booking');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const closed = page.getByTestId('grid-closed');
    await expect(async () => {
      await page.getByTestId(`date-${day}`).click();
      await expect(closed).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    await expect(closed).toContainText(expected[language]!);
    await expect(page.locator('[data-testid=slot]')).toHaveCount(0);
    // Nothing sticks out sideways on the phone, and the date strip shows whole chips only (German
    // and Arabic month names are longer than English ones).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const cut = await page.evaluate(() => {
      const strip = document.querySelector('.bk-dates-strip')!.getBoundingClientRect();
      return [...document.querySelectorAll('.bk-date')]
        .map((chip) => chip.getBoundingClientRect())
        .filter((r) => r.right > strip.left + 1 && r.left < strip.right - 1)
        .filter((r) => r.left < strip.left - 1 || r.right > strip.right + 1).length;
    });
    expect(cut, 'date chips shown cut in half').toBe(0);
    await saveScreenshot(page, `closed-days-booking-390-${language}`);
    await phone.close();
  }

  // Open the day again from the card.
  await manager.reload();
  await card.getByRole('button', { name: /Christmas Eve/ }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('No closed days ahead.')).toBeVisible();
  await context.close();
});
