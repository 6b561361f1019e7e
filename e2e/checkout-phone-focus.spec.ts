// Phone checkout (390×844): "Continue to payment" moves focus and scroll to the payment step's
// heading, so the card field is not left off screen and screen readers announce the new step.
import { expect, test } from '@playwright/test';
import { fillContact, findFreeRun, holdSlot, openBookingDay, rememberConsent, venueDate } from './booking-flow';
import { saveScreenshot } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a step change focuses the new step heading and scrolls it into view on a phone', async ({ page }) => {
  await page.goto('/booking');
  for (let offset = 0; ; offset += 1) {
    await openBookingDay(page, venueDate(5 + offset));
    try {
      const run = await findFreeRun(page, 1, '09:00');
      await holdSlot(page, run.court, run.times[0]!);
      break;
    } catch (error) {
      if (offset >= 3) throw error;
    }
  }
  await page.goto('/booking/checkout?step=0');
  await fillContact(page, { name: 'Pia Phone', email: `phone-${Date.now()}@example.org` });
  // The button sits at the bottom of the form: the page is scrolled down when it is tapped.
  await page.getByTestId('checkout-next').scrollIntoViewIfNeeded();
  await page.getByTestId('checkout-next').click();
  await expect(page).toHaveURL(/step=1/);
  const heading = page.getByRole('heading', { name: 'Payment', level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await saveScreenshot(page, 'checkout-phone-payment-step', false);
});
