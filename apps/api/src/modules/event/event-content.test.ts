// Events as content (docs/product/content.md#events): scheduled publishing with a fake clock, the
// cover from the media library (alt text, usage, safe delete), old addresses that redirect, history
// with revert, and duplicating an event with its tickets.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { quietDay } from '../../../test/booking-fixtures';
import { multipart } from '../../../test/multipart';
import { publishDueEvents } from './event-content';

let t: TestContext;
let manager: LoggedIn;
let staff: LoggedIn;
let image: { id: string };
const tz = 'Europe/Berlin';
const at = (offset: number, time: string) => zonedInstant(quietDay(offset), time, tz).toISOString();
const manage = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: object, who = manager) =>
  t.app.inject({ method, url: `/api/v1/events/manage${path}`, headers: who.headers, ...(payload ? { payload } : {}) });
const base = (slug: string, offset = 3) => ({
  slug,
  title: { de: 'Mixed-Turnier', en: 'Mixed tournament' },
  description: { de: 'Zweier-Teams', en: 'Teams of two' },
  start: at(offset, '10:00'),
  end: at(offset, '16:00'),
  status: 'draft',
});

beforeAll(async () => {
  t = await buildTestApp();
  [manager, staff] = await Promise.all([loginAs(t.app, 'manager@example.com'), loginAs(t.app, 'staff@example.com')]);
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: 'orange' } })
    .jpeg()
    .toBuffer();
  const form = multipart([{ name: 'file', filename: 'cup.jpg', value: photo, contentType: 'image/jpeg' }]);
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: { ...manager.headers, ...form.headers },
    payload: form.payload,
  });
  expect(up.statusCode, up.body).toBe(201);
  image = up.json().rows[0];
});
afterAll(async () => t?.close());

describe('event status and scheduled publishing', () => {
  it('keeps a scheduled event hidden until its time, then the job publishes it once', async () => {
    const past = await manage('POST', '', { ...base('zu-spaet'), status: 'scheduled', publishAt: at(-30, '10:00') });
    expect([past.statusCode, past.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(past.json().message).toContain('still to come');
    const noTime = await manage('POST', '', { ...base('ohne-zeit'), status: 'scheduled' });
    expect(noTime.statusCode).toBe(400);

    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await manage('POST', '', { ...base('geplant'), status: 'scheduled', publishAt });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'scheduled', published: false, publishAt });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events/geplant' })).statusCode).toBe(404);
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: manager.headers,
      payload: { status: 'scheduled' },
    });
    expect(scheduled.json().rows.map((e: { slug: string }) => e.slug)).toContain('geplant');

    // The clock before the time: nothing; after it: published, once, even when two runs overlap.
    expect(await publishDueEvents(t.app.db, new Date(Date.now() + 60_000))).toHaveLength(0);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const [first, second] = await Promise.all([publishDueEvents(t.app.db, later), publishDueEvents(t.app.db, later)]);
    expect(first!.length + second!.length).toBe(1);
    const open = await t.app.inject({ method: 'GET', url: '/api/v1/events/geplant' });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ status: 'published', published: true, publishAt: null });
  });

  it('archives an event: gone from the public list, still in the staff list; older clients’ published flag maps', async () => {
    const created = await manage('POST', '', { ...base('altes-turnier', 4), status: undefined, published: true });
    expect(created.json()).toMatchObject({ status: 'published', published: true });
    const id = created.json().id as string;
    const archived = await manage('PATCH', `/${id}`, { status: 'archived' });
    expect(archived.json()).toMatchObject({ status: 'archived', published: false });
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/events?limit=200' });
    expect(list.json().rows.map((e: { slug: string }) => e.slug)).not.toContain('altes-turnier');
    const staffList = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: manager.headers,
      payload: { status: 'archived' },
    });
    expect(staffList.json().rows.map((e: { slug: string }) => e.slug)).toEqual(['altes-turnier']);
    const hidden = await manage('PATCH', `/${id}`, { published: false });
    expect(hidden.json()).toMatchObject({ status: 'draft', published: false });
  });
});

describe('event cover, addresses and history', () => {
  let id = '';

  it('takes its cover from the media library: alt text needed to publish, usage shown, delete refused', async () => {
    const created = await manage('POST', '', { ...base('beach-cup-herbst', 5), coverMediaId: image.id });
    expect(created.statusCode, created.body).toBe(201);
    id = created.json().id;
    expect(created.json().image).toMatch(new RegExp(`^/media/.+/${image.id}/`));
    const refused = await manage('PATCH', `/${id}`, { status: 'published' });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.json().message).toContain('alt text');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/media/${image.id}`,
      headers: manager.headers,
      payload: { alt: { de: 'Spielfeld im Herbst', en: 'The court in autumn' } },
    });
    expect((await manage('PATCH', `/${id}`, { status: 'published' })).statusCode).toBe(200);
    const media = await t.app.inject({ method: 'GET', url: `/api/v1/media/${image.id}`, headers: manager.headers });
    expect(media.json().usages).toContainEqual(expect.objectContaining({ entity: 'event', entityId: id }));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/media/${image.id}`, headers: manager.headers });
    expect(del.statusCode).toBe(409);
    const other = await manage('POST', '', { ...base('fremdes-bild', 6), coverMediaId: crypto.randomUUID() });
    expect(other.statusCode).toBe(400);
  });

  it('keeps the old address working after a rename (301 to the new one)', async () => {
    const renamed = await manage('PATCH', `/${id}`, { slug: 'herbst-cup' });
    expect(renamed.json().slug).toBe('herbst-cup');
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/events/beach-cup-herbst?ref=feed' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/api/v1/events/herbst-cup?ref=feed');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events/nie-gewesen' })).statusCode).toBe(404);
  });

  it('records every change with who and what, and restores an earlier version as a new change', async () => {
    const retitled = await manage('PATCH', `/${id}`, { title: { de: 'Herbst-Cup', en: 'Autumn Cup' } });
    expect(retitled.statusCode).toBe(200);
    const history = await manage('GET', `/${id}/history`);
    expect(history.statusCode).toBe(200);
    const rows = history.json().rows as { id: string; action: string; changed: string[]; actorUserId: string }[];
    expect(rows.map((r) => r.action)).toEqual(['event.updated', 'event.updated', 'event.updated', 'event.created']);
    expect(rows[0]!.changed).toEqual(['title']);
    expect(rows[1]!.changed).toEqual(['slug']);
    expect(rows[0]!.actorUserId).toBe(manager.userId);
    // Back to the version before the rename and the new title.
    const reverted = await manage('POST', `/${id}/revert`, { historyId: rows[2]!.id });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ slug: 'beach-cup-herbst', title: { de: 'Mixed-Turnier' } });
    const after = (await manage('GET', `/${id}/history`)).json().rows;
    expect(after[0]).toMatchObject({ action: 'event.reverted', changed: ['slug', 'title'] });
    // The renamed address now leads back.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events/herbst-cup' })).headers.location).toBe(
      '/api/v1/events/beach-cup-herbst',
    );
    expect((await manage('GET', `/${id}/history`, undefined, staff)).statusCode).toBe(403);
    const unknown = await manage('POST', `/${id}/revert`, { historyId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
  });

  it('duplicates an event to a new date as a draft, tickets alike in a new session', async () => {
    const cup = (await t.app.inject({ method: 'GET', url: '/api/v1/events/koeln-beach-cup' })).json();
    const withTickets = await manage('POST', '', {
      ...base('dienstags-cup', 7),
      tickets: { resourceId: cup.tickets.resourceId, capacity: 12, priceCents: 1500 },
    });
    expect(withTickets.statusCode, withTickets.body).toBe(201);
    const copy = await manage('POST', `/${withTickets.json().id}/duplicate`, { start: at(8, '10:00') });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      status: 'draft',
      title: { de: 'Mixed-Turnier' },
      start: at(8, '10:00'),
      end: at(8, '16:00'),
      tickets: { capacity: 12, priceCents: 1500, placesLeft: 12 },
    });
    expect(copy.json().slug).toMatch(/^dienstags-cup-\d{4}-\d\d-\d\d$/);
    expect(copy.json().sessionId).not.toBe(withTickets.json().sessionId);
    const history = (await manage('GET', `/${copy.json().id}/history`)).json().rows;
    expect(history[0].action).toBe('event.duplicated');
    const bad = await manage('POST', `/${withTickets.json().id}/duplicate`, { start: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
  });
});
