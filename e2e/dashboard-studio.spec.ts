// The content studio's screens in Chromium (docs/product/content.md): a manager uploads an image in
// the file manager, gives it alt texts, writes a post in the Tiptap editor with a link and the
// image in German and English, publishes it, and the post is on /post with the image and the link.
// The editor's code (Tiptap) is not downloaded on the dashboard's first screen.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInToDashboard } from './booking-flow';
import { saveScreenshot } from './helpers';

// A 1200×675 PNG made in the page (no image file in the repository needed).
async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#1b4f8a';
    ctx.fillRect(0, 0, 1200, 675);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(100, 300, 1000, 20);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function writeBody(page: Page, language: string, text: string, linkText: string, fileName: string) {
  const body = page.getByRole('textbox', { name: 'Text', exact: true });
  await body.click();
  await page.keyboard.type(`${text} `);
  await page.keyboard.type(linkText);
  for (let i = 0; i < linkText.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByLabel('Web address').fill(`https://example.org/${language}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await body.press('End');
  await body.press('Enter');
  await page.getByRole('button', { name: 'Image from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: new RegExp(`^${fileName}`) }).click();
  await expect(picker).toBeHidden();
  await expect(body.locator('img')).toHaveCount(1);
}

test('a manager uploads an image, writes a post with it and a link, publishes it, and it is on /post', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const fileName = `court-${unique}.png`;
  const editorChunks: string[] = [];
  page.on('request', (request) => {
    if (/tiptap|rich-text-editor|post-editor/i.test(request.url())) editorChunks.push(request.url());
  });
  await signInToDashboard(page, 'manager@example.com');
  expect(editorChunks).toEqual([]);

  // The media library: upload with the picker, then alt texts in both languages.
  await page.getByRole('link', { name: 'File manager' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'File manager' })).toBeVisible();
  await page.getByTestId('media-file-input').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: await makePng(page),
  });
  await expect(page.getByText(`${fileName} · uploaded`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search files' }).fill(unique);
  await page.getByRole('button', { name: new RegExp(`^${fileName}, Alt text missing`) }).click();
  const details = page.getByRole('dialog', { name: fileName });
  await details.getByLabel('Deutsch').fill('Blaues Spielfeld mit weißer Linie');
  await details.getByLabel('English').fill('Blue court with a white line');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await saveScreenshot(page, 'studio-file-manager');

  // The editor: German and English, a link and the image in each, then published.
  await page.getByRole('link', { name: 'Posts', exact: true }).first().click();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a post' })).toBeVisible();
  expect(editorChunks.length).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /^English/ }).click();
  await page.getByLabel('Title', { exact: true }).fill(`Summer league ${unique}`);
  await page.getByLabel('Teaser').fill('Teams of two, every Thursday.');
  await writeBody(page, 'en', 'Sign up on', 'the league page', fileName);
  await expect(page.getByRole('tab', { name: 'English', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Deutsch · missing/ })).toBeVisible();
  await page.getByRole('tab', { name: /^Deutsch/ }).click();
  await page.getByLabel('Title', { exact: true }).fill(`Sommerliga ${unique}`);
  await page.getByLabel('Teaser').fill('Zweierteams, jeden Donnerstag.');
  await writeBody(page, 'de', 'Anmelden auf', 'der Ligaseite', fileName);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/post\/[0-9a-f-]+\/edit$/);
  await saveScreenshot(page, 'studio-post-editor');

  // The list shows it as published, in both languages.
  await page.goto('/dashboard/post');
  const row = page.getByRole('row', { name: new RegExp(`Summer league ${unique}`) });
  await expect(row.getByText('Published')).toBeVisible();

  // The public news page and the post itself.
  await page.goto('/post');
  await page
    .getByRole('link', { name: new RegExp(`Summer league ${unique}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Summer league ${unique}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'the league page' })).toHaveAttribute('href', 'https://example.org/en');
  await expect(page.getByRole('img', { name: 'Blue court with a white line' })).toBeVisible();
});
