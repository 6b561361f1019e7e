// Jobs in Chromium (docs/product/content.md#jobs): a manager writes a job opening in German and
// English at /dashboard/job/new and publishes it; a visitor on a 390 px phone finds it under Careers
// (linked in the footer) and applies with a PDF CV; staff see the application with its CV in the
// mail inbox. Screenshots of the screens at 390 and 1440 px in English, German and Arabic.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './helpers';
import { appInteractive, rememberConsent, signInToDashboard } from './booking-flow';

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a manager publishes a job, a visitor on a phone applies with a PDF, staff see the application', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const stamp = Date.now() % 100000;
  const de = `Platzwart:in ${stamp}`;
  const en = `Groundskeeper ${stamp}`;

  await signInToDashboard(page, 'manager@example.com');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/dashboard/job');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New job' }).click();
  await expect(page).toHaveURL(/\/dashboard\/job\/new$/);

  await page.getByRole('tab', { name: /^Deutsch/ }).click();
  await page.getByTestId('job-title').locator('input').fill(de);
  await page.getByTestId('job-description').locator('textarea').first().fill('Du hältst den Sand in Form.\n\nAb Mai.');
  await page.getByRole('tab', { name: /^English/ }).click();
  await page.getByTestId('job-title').locator('input').fill(en);
  await page
    .getByTestId('job-description')
    .locator('textarea')
    .first()
    .fill('You keep the sand in shape.\n\nFrom May.');
  await expect(page.getByRole('tab', { name: 'Deutsch', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Français · missing' })).toBeVisible();
  await page.getByTestId('job-type').click();
  await page.getByRole('option', { name: 'Part-time', exact: true }).click();
  await page.getByLabel('Start date').fill('2027-05-01');
  await page.getByTestId('job-status').click();
  await page.getByRole('option', { name: 'Published', exact: true }).click();
  await page.getByTestId('job-save').click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await expect(page).toHaveURL(/\/dashboard\/job\/[0-9a-f-]+\/edit$/);
  const editUrl = page.url();

  // The list: published, filterable and searchable.
  await page.goto('/dashboard/job');
  await page.getByTestId('job-status-filter').click();
  await page.getByRole('option', { name: 'Published', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: en });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Part-time');
  await page.getByTestId('job-status-filter').click();
  await page.getByRole('option', { name: 'Draft', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: en })).toHaveCount(0);

  // A visitor on a phone: footer → Careers → the job → apply with a PDF.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await rememberConsent(phone, baseURL!);
  const visitor = await phone.newPage();
  await visitor.goto('/');
  await appInteractive(visitor);
  await visitor.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(visitor).toHaveURL(/\/jobs$/);
  const card = visitor.getByTestId('job-list').getByRole('link').filter({ hasText: en });
  await expect(card).toBeVisible();
  await expect(visitor.getByText('Mini-job: beach attendant, season 2027')).toBeVisible();
  await saveScreenshot(visitor, 'jobs-phone-list-en', false);
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1, name: en })).toBeVisible();
  await expect(visitor.getByText('You keep the sand in shape.')).toBeVisible();
  const form = visitor.getByTestId('job-apply-form');
  await form.getByLabel('Name').fill('Paula Platz');
  await form.getByLabel('Email').fill(`apply-${stamp}@example.org`);
  await form.getByLabel('About you').fill('I love raking sand at sunrise and know every net knot.');
  // A picture is refused in the browser already.
  await visitor
    .getByTestId('job-apply-cv')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(form.getByRole('alert')).toHaveText('The CV must be a PDF file.');
  await visitor
    .getByTestId('job-apply-cv')
    .setInputFiles({ name: 'paula-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(form.getByText('paula-cv.pdf')).toBeVisible();
  await saveScreenshot(visitor, 'jobs-phone-apply-en', true);
  await visitor.getByTestId('job-apply-submit').click();
  await expect(visitor.getByTestId('job-apply-success')).toBeVisible();

  await phone.close();

  // Staff see the application with its CV in the inbox; the editor counts it.
  await page.goto('/dashboard/mail?tab=contact');
  const message = page
    .getByRole('grid', { name: 'Contact messages' })
    .getByRole('row')
    .filter({ hasText: 'Paula Platz' });
  await expect(message).toContainText(`Application: ${de}`);
  await message.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Application: ${de}`).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByTestId('contact-cv-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('CV Paula Platz.pdf');
  await saveScreenshot(page, 'jobs-mail-application-en', false);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto(editUrl);
  await expect(page.getByText('Applications received: 1.')).toBeVisible();

  // History: a change, then back to the published version (a new change of its own).
  const description = page.getByTestId('job-description').locator('textarea').first();
  await description.fill('Changed by mistake.');
  await page.getByTestId('job-save').click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  const history = page.getByTestId('job-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await history.getByRole('button', { name: 'Restore' }).first().click();
  await expect(description).toHaveValue('You keep the sand in shape.\n\nFrom May.');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('restored');
  await saveScreenshot(page, 'jobs-admin-history-en', false);
});

// The screens in English, German and Arabic (right to left) at 390 and 1440 px, with the demo's
// beach attendant job: an Arabic visitor reads its German text, marked with lang="de".
