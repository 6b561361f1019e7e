import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
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
