import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { multipart } from '../../../test/multipart';
import { publishDuePosts } from './post.service';

let t: TestContext;
let manager: LoggedIn;
let staff: LoggedIn;
let otherAdmin: LoggedIn;
let image: { id: string; url: string; variants: { url: string }[] };

const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (value: string, href: string) => text(value, [{ type: 'link', attrs: { href } }]);

const manage = (who: LoggedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object) =>
  t.app.inject({ method, url: `/api/v1/posts/manage${path}`, headers: who.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  [manager, staff, otherAdmin] = await Promise.all([
    loginAs(t.app, 'manager@example.com'),
    loginAs(t.app, 'staff@example.com'),
    loginAs(t.app, 'admin@sandplatz.example'),
  ]);
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: 'teal' } })
    .jpeg()
    .toBuffer();
  const form = multipart([{ name: 'file', filename: 'beach.jpg', value: photo, contentType: 'image/jpeg' }]);
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: { ...manager.headers, ...form.headers },
    payload: form.payload,
  });
  image = up.json().rows[0];
});
afterAll(async () => t?.close());

describe('posts', () => {
  let postId = '';

  it('creates drafts only for content staff, with a title in the venue language and a generated slug', async () => {
    const payload = { title: { de: 'Saisonstart am Strand', en: 'Season opening' } };
    expect((await manage(staff, 'POST', '', payload)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/posts/manage', payload })).statusCode).toBe(401);
    const noGerman = await manage(manager, 'POST', '', { title: { en: 'Only English' } });
    expect([noGerman.statusCode, noGerman.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const created = await manage(manager, 'POST', '', payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'saisonstart-am-strand', status: 'draft', publishedAt: null });
    postId = created.json().id;
    const again = await manage(manager, 'POST', '', payload);
    expect(again.json().slug).toBe('saisonstart-am-strand-2');
    const taken = await manage(manager, 'POST', '', { ...payload, slug: 'saisonstart-am-strand' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'ALREADY_EXISTS']);
    expect((await manage(manager, 'DELETE', `/${again.json().id}`)).statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/posts' });
    expect(list.json().rows.map((r: { id: string }) => r.id)).not.toContain(postId);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/posts/saisonstart-am-strand' })).statusCode).toBe(404);
  });

  it('stores only the allowed rich text: hostile nodes, attributes and javascript: links are removed', async () => {
    const hostile = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, onclick: 'alert(1)' }, content: [text('Willkommen')] },
        p(
          text('<script>alert("x")</script>'),
          link('Tickets', 'https://example.com/tickets'),
          link('böse', 'javascript:alert(document.cookie)'),
          link('auch böse', ' JAVASCRIPT:alert(1)'),
          link('Mail', 'mailto:info@example.com'),
        ),
        { type: 'rawHtml', attrs: { html: '<iframe src="https://evil.example"></iframe>' } },
        { type: 'image', attrs: { src: image.variants[1]!.url, alt: 'Strand', onerror: 'alert(1)' } },
        { type: 'image', attrs: { src: 'https://tracker.example/p.gif' } },
        { type: 'image', attrs: { src: `/media/${otherAdmin.organizationId}/${image.id}/original.jpg` } },
      ],
    };
    const res = await manage(manager, 'PATCH', `/${postId}`, {
      body: { de: hostile },
      teaser: { de: 'Es geht los', en: 'Here we go' },
      tags: ['News', 'Beach'],
    });
    expect(res.statusCode).toBe(200);
    const stored = JSON.stringify(res.json().body);
    expect(stored).not.toMatch(/javascript|onclick|onerror|iframe|rawHtml|tracker\.example/i);
    expect(stored).toContain('https://example.com/tickets');
    expect(stored).toContain('mailto:info@example.com');
    expect(res.json().body.de.content).toHaveLength(3);
    expect(res.json().tags).toEqual(['news', 'beach']);
    const notJson = await manage(manager, 'PATCH', `/${postId}`, { body: { de: '<p onclick=alert(1)>x</p>' } });
    expect(notJson.json().body.de).toEqual({ type: 'doc', content: [] });
    await manage(manager, 'PATCH', `/${postId}`, { body: { de: hostile } });
  });

  it('publishes only when every image has an alt text; then shows it on the list, detail, feed and sitemap', async () => {
    const refused = await manage(manager, 'PATCH', `/${postId}`, { status: 'published', coverMediaId: image.id });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.json().message).toContain('alt text');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/media/${image.id}`,
      headers: manager.headers,
      payload: { alt: { de: 'Der Strand am Morgen', en: 'The beach in the morning' } },
    });
    const published = await manage(manager, 'PATCH', `/${postId}`, { status: 'published', coverMediaId: image.id });
    expect(published.statusCode).toBe(200);
    expect(published.json().publishedAt).not.toBeNull();

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/posts?lang=en' });
    const row = list.json().rows.find((r: { id: string }) => r.id === postId);
    expect(row).toMatchObject({ title: 'Season opening', teaser: 'Here we go', lang: 'en', readingMinutes: 1 });
    expect(row.cover.alt).toBe('The beach in the morning');
    expect(row.cover.srcset).toContain('w640.webp 640w');
    expect(list.json().tags).toEqual(expect.arrayContaining(['beach', 'news']));

    const detail = await t.app.inject({ method: 'GET', url: '/api/v1/posts/saisonstart-am-strand?lang=fr' });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ title: 'Saisonstart am Strand', lang: 'de', bodyLang: 'de' });
    const html = detail.json().html as string;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('<a href="https://example.com/tickets" rel="noopener noreferrer nofollow">Tickets</a>');
    expect(html).toContain('böse');
    expect(html).not.toMatch(/<script|javascript:|onerror|iframe/i);

    const feed = await t.app.inject({ method: 'GET', url: '/post/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/rss+xml');
    expect(feed.body).toContain('<title>Saisonstart am Strand</title>');
    expect(feed.body).toMatch(/<link>https?:\/\/[^<]+\/post\/saisonstart-am-strand<\/link>/);
    expect(feed.body).not.toMatch(/javascript:/i);

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/post/saisonstart-am-strand</loc>');

    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/media/${image.id}`, headers: manager.headers });
    expect([remove.statusCode, remove.json().code]).toEqual([409, 'IN_USE']);
    expect(remove.json().message).toContain('Saisonstart am Strand');
  });

  it('keeps an old slug working as a redirect after a rename', async () => {
    const renamed = await manage(manager, 'PATCH', `/${postId}`, { slug: 'Saison 2026' });
    expect(renamed.json().slug).toBe('saison-2026');
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/posts/saisonstart-am-strand?lang=en' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/v1/posts/saison-2026?lang=en');
    const lookup = await t.app.inject({ method: 'GET', url: '/api/v1/posts/redirects/saisonstart-am-strand' });
    expect(lookup.json()).toEqual({ slug: 'saison-2026' });
    // Renamed back: the newer slug redirects, the original answers directly.
    await manage(manager, 'PATCH', `/${postId}`, { slug: 'saisonstart-am-strand' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/posts/saisonstart-am-strand' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/posts/saison-2026' })).statusCode).toBe(301);
  });

  it('publishes scheduled posts when their time comes (fake clock), audited with a history to revert to', async () => {
    const future = new Date(Date.now() + 3 * 24 * 3600_000);
    const noTime = await manage(manager, 'POST', '', { title: { de: 'Geplant' }, status: 'scheduled' });
    expect(noTime.statusCode).toBe(400);
    const created = await manage(manager, 'POST', '', {
      title: { de: 'Geplant' },
      status: 'scheduled',
      publishAt: future.toISOString(),
      tags: ['later'],
    });
    expect(created.json()).toMatchObject({ status: 'scheduled', publishedAt: null });
    const id = created.json().id;
    const visible = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/posts?pageSize=50' }))
        .json()
        .rows.map((r: { id: string }) => r.id)
        .includes(id);
    expect(await visible()).toBe(false);
    expect(await publishDuePosts(t.database.db, new Date(future.getTime() - 60_000))).toBe(0);
    expect(await publishDuePosts(t.database.db, new Date(future.getTime() + 1000))).toBe(1);
    const after = (await manage(manager, 'GET', `/${id}`)).json();
    expect(after).toMatchObject({ status: 'published', publishedAt: future.toISOString() });

    await manage(manager, 'PATCH', `/${id}`, { title: { de: 'Geplant und geändert' } });
    const history = (await manage(manager, 'GET', `/${id}/history`)).json().rows;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'post.updated',
      'post.published',
      'post.created',
    ]);
    expect(history[0].changed).toEqual(['title']);
    const reverted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/posts/manage/${id}/revert`,
      headers: manager.headers,
      payload: { historyId: history[1].id },
    });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().title).toEqual({ de: 'Geplant' });
  });

  it('paginates and filters by tag; another venue never sees or edits these posts', async () => {
    // The scheduled post is published at its (future) time: not shown before then.
    const later = await t.app.inject({ method: 'GET', url: '/api/v1/posts?tag=later' });
    expect(later.json().rows).toEqual([]);
    await manage(manager, 'POST', '', { title: { de: 'Zweiter Beitrag' }, status: 'published', tags: ['club'] });
    const tagged = await t.app.inject({ method: 'GET', url: '/api/v1/posts?tag=news' });
    expect(tagged.json().rows.map((r: { title: string }) => r.title)).toEqual(['Saisonstart am Strand']);
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/posts?pageSize=1&page=1' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/posts?pageSize=1&page=2' });
    expect([first.json().count, first.json().rows[0].title, second.json().rows[0].title]).toEqual([
      4, // and the demo venue's two
      'Zweiter Beitrag',
      'Saisonstart am Strand',
    ]);
    expect((await manage(otherAdmin, 'GET', `/${postId}`)).statusCode).toBe(404);
    expect((await manage(otherAdmin, 'PATCH', `/${postId}`, { title: { de: 'gekapert' } })).statusCode).toBe(404);
    expect((await manage(otherAdmin, 'DELETE', `/${postId}`)).statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/posts',
      headers: { 'x-organization': 'sandplatz-leipzig' },
    });
    expect(theirs.json().count).toBe(0);
    const mine = (await manage(otherAdmin, 'GET', '')).json();
    expect(mine.count).toBe(0);
  });
});
