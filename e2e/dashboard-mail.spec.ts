// /dashboard/mail in Chromium: a visitor writes through the public contact form; staff finds the
// notice mail in the outbox (searched by subject), reads it in the sandboxed frame, then opens the
// contact message itself and marks it handled. A customer gets the 403 screen.
import { expect, test } from '@playwright/test';
import { login, rememberConsent, signInToDashboard } from './booking-flow';
import { saveScreenshot } from './helpers';

test('staff reads the contact-form mail in the outbox and marks the message handled', async ({ browser, baseURL }) => {
  const subject = `Company party ${Date.now().toString(36)}`;
  const text = 'We would like to book two courts and the bar for 30 people.\n\nIs Friday evening possible?';

  // A visitor writes to the venue.
  const visitorContext = await browser.newContext();
  await rememberConsent(visitorContext, baseURL!);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/kontakt');
  const form = visitor.getByTestId('contact-form');
  await form.getByLabel('Name').fill('Lena Ball');
  await form.getByLabel('Email').fill('lena@example.org');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByTestId('contact-success')).toBeVisible();
  await visitorContext.close();

  // Staff: the menu leads to the mail screen; the outbox has the notice mail to the venue's inbox.
  const context = await browser.newContext();
  await rememberConsent(context, baseURL!);
  const page = await context.newPage();
  await signInToDashboard(page, 'staff@example.com');
  await page.getByRole('link', { name: 'Mail', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  const outbox = page.getByRole('grid', { name: 'Outbox' });
  await expect(outbox).toBeVisible();

  await page.getByPlaceholder(/^Search/).fill(subject);
  await expect(page).toHaveURL(/q=Company/);
  const row = outbox.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('hallo@beachside-koeln.example');
  await expect(row).toContainText('contact.message');
  // Without SMTP_URL the mail job keeps the mail in the outbox ("stored").
  await expect(row).toContainText(/Kept \(no SMTP\)|Queued/);
  await saveScreenshot(page, 'dashboard-mail-outbox');

  // The status filter goes to the server: no failed mail matches this subject.
  await page.getByTestId('outbox-status-filter').click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(outbox.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
  await page.getByTestId('outbox-status-filter').click();
  await page.getByRole('option', { name: 'All' }).click();
  await expect(row).toHaveCount(1);

  await row.click();
  const mailDialog = page.getByRole('dialog');
  await expect(mailDialog).toContainText('hallo@beachside-koeln.example');
  const frame = mailDialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('[role=dialog] iframe').locator('body')).toContainText('Is Friday evening possible?');
  await expect(page.frameLocator('[role=dialog] iframe').locator('body')).toContainText('lena@example.org');
  await saveScreenshot(page, 'dashboard-mail-outbox-detail', false);
  await mailDialog.getByRole('button', { name: 'Close' }).click();
  await expect(mailDialog).toBeHidden();

  // The contact message itself: new, opened (read), marked handled.
  await page.getByRole('tab', { name: 'Contact messages' }).click();
  await expect(page).toHaveURL(/tab=contact/);
  const messages = page.getByRole('grid', { name: 'Contact messages' });
  const message = messages.getByRole('row').filter({ hasText: subject });
  await expect(message).toContainText('lena@example.org');
  await expect(message).toContainText('New');
  await expect(message).toContainText('We would like to book two courts');
  await message.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByTestId('contact-message-text')).toHaveText(text);
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible();
  const reply = dialog.getByRole('link', { name: 'Reply by email' });
  await expect(reply).toHaveAttribute('href', /^mailto:lena@example\.org\?subject=Re%3A%20Company%20party/);
  await saveScreenshot(page, 'dashboard-mail-contact-detail', false);
  await dialog.getByRole('button', { name: 'Mark handled' }).click();
  await expect(dialog.getByText('Handled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(message).toContainText('Handled');

  // Stored: a reload (and the server's filter) still says handled.
  await page.reload();
  await page.getByTestId('contact-status-filter').click();
  await page.getByRole('option', { name: 'Handled' }).click();
  await expect(
    page.getByRole('grid', { name: 'Contact messages' }).getByRole('row').filter({ hasText: subject }),
  ).toContainText('Handled');

  // Phone-sized screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'dashboard-mail-contact-mobile', false);
  await page.getByRole('tab', { name: 'Outbox' }).click();
  await expect(page.getByRole('grid', { name: 'Outbox' })).toBeVisible();
  await saveScreenshot(page, 'dashboard-mail-outbox-mobile', false);
  await page.getByRole('grid', { name: 'Outbox' }).getByRole('row').nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await saveScreenshot(page, 'dashboard-mail-outbox-detail-mobile', false);
  await context.close();
});

test('a customer gets the 403 screen on /dashboard/mail', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext();
  await rememberConsent(context, baseURL!);
  const page = await context.newPage();
  const token = await login(request, 'customer@example.com');
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('access_token', value), token);
  await page.goto('/dashboard/mail');
  await expect(page.getByTestId('error-403')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Outbox' })).toHaveCount(0);
  await context.close();
});
