// The support chat in Chromium (docs/product/chat-tasks.md#support-chat): a customer on a 390 px
// phone asks a question about one of their bookings, a staff member answers from the inbox at
// /dashboard/chat, and the answer appears on the phone without a reload. axe finds nothing on the
// chat panel or the inbox.
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { rememberConsent, signInToDashboard } from './booking-flow';
import { saveScreenshot } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (sel) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: Element,
            o: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document.querySelector(sel)!, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} — ${n.target.join(' ')}`));
  }, selector);
}

// axe is injected as a script tag, which the app's content security policy would refuse.
test.use({ bypassCSP: true });

test('a customer on a phone asks about a booking, staff answer from the inbox, the phone shows it live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const question = `Ist Court 3 nach dem Regen bespielbar? (${Date.now()})`;
  const answer = 'Ja, der Sand ist abgezogen und der Court ist trocken.';

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await rememberConsent(phone, baseURL!);
  const customer = await phone.newPage();
  await signInToDashboard(customer, 'customer@example.com');
  await customer.goto('/customers-bookings');
  await customer.getByTestId('ask-about-booking').first().click();
  const panel = customer.getByRole('dialog', { name: 'Chat with the venue' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('About your booking')).toBeVisible();
  await panel.getByLabel('Your question').fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  const log = panel.getByTestId('chat-log');
  await expect(log.getByText(question)).toBeVisible();
  await expect(panel.getByText('Live')).toBeVisible();
  expect(await axeViolations(customer, '.MuiDrawer-paper')).toEqual([]);
  await saveScreenshot(customer, 'chat-phone-question', false);

  const desk = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await rememberConsent(desk, baseURL!);
  const staff = await desk.newPage();
  await signInToDashboard(staff, 'staff@example.com');
  await staff.goto('/dashboard/chat');
  await expect(staff.getByTestId('chat-live')).toHaveAttribute('data-live', 'true');
  await staff
    .getByRole('button', { name: new RegExp(question.slice(0, 20).replace(/[?()]/g, '.')) })
    .first()
    .click();
  await expect(staff.getByTestId('chat-log').getByText(question)).toBeVisible();
  await expect(staff.getByRole('link', { name: 'Open booking' })).toBeVisible();
  expect(await axeViolations(staff, '#main-content')).toEqual([]);
  await staff.getByRole('textbox', { name: 'Message' }).fill(answer);
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(staff.getByTestId('chat-log').getByText(answer)).toBeVisible();

  // The phone never reloads: the answer arrives on its stream.
  await expect(log.getByText(answer)).toBeVisible({ timeout: 10_000 });
  await saveScreenshot(customer, 'chat-phone-answer', false);
  // The staff side sees the customer's read receipt.
  await expect(staff.getByTestId('chat-log').getByText(/Read$/).last()).toBeVisible({ timeout: 10_000 });
  await saveScreenshot(staff, 'chat-inbox', false);
  await phone.close();
  await desk.close();
});
