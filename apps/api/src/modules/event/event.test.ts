import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import { quietDay } from '../../../test/booking-fixtures';
import type { LoggedIn } from '../../../test/auth';

let t: TestContext;
let manager: LoggedIn;
let customer: LoggedIn;
const tz = 'Europe/Berlin';
const today = localDate(new Date(), tz);

beforeAll(async () => {
  t = await buildTestApp();
  [manager, customer] = await Promise.all([
    loginAs(t.app, 'manager@example.com'),
    loginAs(t.app, 'customer@example.com'),
  ]);
});
afterAll(async () => t?.close());

describe('events', () => {
  it('lists upcoming events as { rows, count } with localized titles and tickets from a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/events' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    const cup = body.rows.find((e: { slug: string }) => e.slug === 'koeln-beach-cup');
    expect(cup.title).toEqual({ de: 'Köln Beach Cup', en: 'Cologne Beach Cup' });
    expect(cup.tickets).toMatchObject({ capacity: 16, placesLeft: 11, priceCents: 1500 });
  });

  it('answers the events of one date for GET and POST ?date=', async () => {
    const date = addDays(today, 6);
    const get = await t.app.inject({ method: 'GET', url: `/api/v1/events?date=${date}` });
    expect(get.json().rows.map((e: { slug: string }) => e.slug)).toEqual(['afterwork-beach-party']);
    const post = await t.app.inject({ method: 'POST', url: `/api/v1/events?date=${date}`, payload: {} });
    expect(post.json()).toEqual(get.json());
    const none = await t.app.inject({ method: 'POST', url: `/api/v1/events?date=${addDays(today, 30)}` });
    expect(none.json()).toEqual({ rows: [], count: 0 });
    const search = await t.app.inject({ method: 'POST', url: '/api/v1/events', payload: { search: 'profis' } });
    expect(search.json().rows.map((e: { slug: string }) => e.slug)).toEqual(['techniktraining-mit-profis']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events?date=22.11.2026' })).statusCode).toBe(400);
  });

  it('lets content staff create, hide, edit and delete events', async () => {
    const start = zonedInstant(addDays(today, 20), '18:00', tz).toISOString();
    const end = zonedInstant(addDays(today, 20), '22:00', tz).toISOString();
    const payload = {
      slug: 'sommerfest',
      title: { de: 'Sommerfest', en: 'Summer party' },
      description: { de: 'Feiern', en: 'Party' },
      start,
      end,
      published: false,
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/events/manage', headers: customer.headers, payload }))
        .statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/manage',
      headers: manager.headers,
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events/sommerfest' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/events/sommerfest', headers: manager.headers })).statusCode,
    ).toBe(200);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/manage',
      headers: manager.headers,
      payload,
    });
    expect([duplicate.statusCode, duplicate.json().code]).toEqual([409, 'ALREADY_EXISTS']);
    const badRange = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${created.json().id}`,
      headers: manager.headers,
      payload: { end: start },
    });
    expect(badRange.statusCode).toBe(400);
    const published = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${created.json().id}`,
      headers: manager.headers,
      payload: { published: true },
    });
    expect(published.json().published).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events/sommerfest' })).json().title.en).toBe(
      'Summer party',
    );
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/events/manage/${created.json().id}`,
          headers: manager.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events/sommerfest' })).statusCode).toBe(404);
  });
});

describe('events admin (docs/product.md#events)', () => {
  const headers = () => manager.headers;
  const cupOf = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/events/koeln-beach-cup', headers: headers() })).json();
  const at = (offset: number, time: string) => zonedInstant(quietDay(offset), time, tz).toISOString();
  const base = (slug: string, offset = 3) => ({
    slug,
    title: { de: 'Turnier', en: 'Tournament' },
    description: { de: 'Text', en: 'Text' },
    start: at(offset, '18:00'),
    end: at(offset, '20:00'),
    published: false,
  });

  it('answers 400 with messages for a bad slug, missing title or a negative capacity', async () => {
    const cup = await cupOf();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/manage',
      headers: headers(),
      payload: {
        ...base('Bad Slug'),
        title: { de: '', en: 'x' },
        tickets: { resourceId: cup.tickets.resourceId, capacity: 0, priceCents: -5 },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/lower-case words joined by dashes/);
    expect(bad.body).toMatch(/at least one place/);
  });

  it('creates paid tickets as a come-together session, changes them, and refuses a duplicate slug with 409', async () => {
    const cup = await cupOf();
    const resourceId = cup.tickets.resourceId as string;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/manage',
      headers: headers(),
      payload: { ...base('admin-cup'), tickets: { resourceId, capacity: 12, priceCents: 1200 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().tickets).toMatchObject({ capacity: 12, placesLeft: 12, priceCents: 1200, sold: 0 });
    const id = created.json().id as string;
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${id}`,
      headers: headers(),
      payload: { tickets: { resourceId, capacity: 10, priceCents: 0 }, published: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      sessionId: created.json().sessionId,
      published: true,
      tickets: { capacity: 10, priceCents: 0 },
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/manage',
      headers: headers(),
      payload: base('admin-cup', 4),
    });
    expect([dup.statusCode, dup.json().code, dup.json().details]).toEqual([409, 'ALREADY_EXISTS', { field: 'slug' }]);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${id}`,
      headers: headers(),
      payload: { slug: 'koeln-beach-cup' },
    });
    expect(renamed.statusCode).toBe(409);
    // Moving the event moves its (unsold) tickets: a new session at the new time.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${id}`,
      headers: headers(),
      payload: { start: at(5, '18:00'), end: at(5, '20:00'), tickets: { resourceId, capacity: 10, priceCents: 0 } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().sessionId).not.toBe(created.json().sessionId);
    const noTickets = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${id}`,
      headers: headers(),
      payload: { tickets: null },
    });
    expect([noTickets.statusCode, noTickets.json().tickets, noTickets.json().sessionId]).toEqual([200, null, null]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/events/manage/${id}`, headers: headers() });
    expect(del.statusCode).toBe(204);
  });

  it('refuses to delete an event or drop its tickets once tickets are sold (409)', async () => {
    const cup = await cupOf();
    expect(cup.tickets.sold).toBeGreaterThan(0);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/events/manage/${cup.id}`, headers: headers() });
    expect([del.statusCode, del.json().code]).toEqual([409, 'CONFLICT']);
    expect(del.json().message).toMatch(/already sold/);
    const drop = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${cup.id}`,
      headers: headers(),
      payload: { tickets: null },
    });
    expect(drop.statusCode).toBe(409);
    expect((await cupOf()).tickets.capacity).toBe(16);
  });

  it('filters the staff list by draft, published and past; the public never sees drafts', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/events/manage', headers: headers(), payload: base('draft-x') });
    const list = async (status: string, h?: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/events', headers: h, payload: { status } }))
        .json()
        .rows.map((e: { slug: string }) => e.slug) as string[];
    expect(await list('draft', headers())).toContain('draft-x');
    expect(await list('published', headers())).not.toContain('draft-x');
    expect(await list('published', headers())).toContain('koeln-beach-cup');
    expect(await list('past', headers())).not.toContain('koeln-beach-cup');
    expect(await list('draft')).not.toContain('draft-x');
  });

  it('keeps events of one organization out of reach of another (tenant isolation)', async () => {
    const cup = await cupOf();
    const other = await loginAs(t.app, 'admin@sandplatz.example');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/events/manage/${cup.id}`,
      headers: other.headers,
      payload: { published: false },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/manage/${cup.id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(404);
    const court = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/manage',
      headers: other.headers,
      payload: { ...base('leipzig-x'), tickets: { resourceId: cup.tickets.resourceId, capacity: 4, priceCents: 0 } },
    });
    expect(court.statusCode).toBe(404);
  });
});
