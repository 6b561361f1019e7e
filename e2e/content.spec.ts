// The content studio seen by a visitor: a manager uploads an image and publishes a post with the
// image and a link (through the dashboard's API: its editor screens are not built yet); on a phone
// the post shows on /post, its page has the picture, the safe link and no hostile markup, and it
// is in the RSS feed. axe reports no violation on /post and /post/<slug>.
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { rememberConsent } from './booking-flow';
import { saveScreenshot } from './helpers';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The app's Content-Security-Policy forbids inline scripts; axe is injected by the test only.
test.use({ bypassCSP: true });

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (d: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

// A 1200×675 PNG made in the page (no image file in the repository needed).
async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#077a6e';
    ctx.fillRect(0, 0, 1200, 675);
    ctx.fillStyle = '#f5c542';
    ctx.beginPath();
    ctx.arc(900, 200, 120, 0, Math.PI * 2);
    ctx.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test('a manager publishes a post with an image and a link; a visitor reads it on a phone and in the feed', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await rememberConsent(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/post');
  const login = await request.post('/api/v1/auth/login', {
    data: { email: 'manager@example.com', password: 'courtside-demo' },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };

  const upload = await request.post('/api/v1/media', {
    headers,
    multipart: { file: { name: 'sunset.png', mimeType: 'image/png', buffer: await makePng(page) } },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()).rows[0];
  await request.patch(`/api/v1/media/${image.id}`, {
    headers,
    data: { alt: { de: 'Sonnenuntergang über dem Beachfeld', en: 'Sunset over the beach court' } },
  });
  const unique = Date.now().toString(36);
  const created = await request.post('/api/v1/posts/manage', {
    headers,
    data: {
      title: { de: `Abendturnier ${unique}`, en: `Evening tournament ${unique}` },
      teaser: { de: 'Spielen bis Sonnenuntergang', en: 'Play until sunset' },
      coverMediaId: image.id,
      tags: ['turnier'],
      status: 'published',
      body: {
        en: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Sign up on ' },
                {
                  type: 'text',
                  text: 'the federation site',
                  marks: [{ type: 'link', attrs: { href: 'https://example.org/signup' } }],
                },
                { type: 'text', text: ' or ' },
                { type: 'text', text: 'not this', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
                { type: 'text', text: '.' },
              ],
            },
            { type: 'image', attrs: { src: image.variants[1].url, alt: 'Sunset over the beach court' } },
          ],
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const slug = (await created.json()).slug as string;

  await page.goto('/post');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
  await page.reload();
  const card = page.getByTestId('post-card').filter({ hasText: `Evening tournament ${unique}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Sunset over the beach court' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'post-list-390');

  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/post/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Evening tournament ${unique}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'the federation site' })).toHaveAttribute(
    'href',
    'https://example.org/signup',
  );
  await expect(page.locator('.po-body a[href^="javascript"]')).toHaveCount(0);
  await expect(page.locator('.po-body')).toContainText('not this');
  await expect(page.locator('.po-body img')).toHaveAttribute('alt', 'Sunset over the beach court');
  const loaded = await page
    .locator('.po-cover')
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'post-details-390');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/post');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await saveScreenshot(page, 'post-list-1440');

  const feed = await request.get('/post/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml).toContain(`<title>Abendturnier ${unique}</title>`);
  expect(xml).toContain(`/post/${slug}</link>`);
  expect(xml).not.toContain('javascript:');
});
