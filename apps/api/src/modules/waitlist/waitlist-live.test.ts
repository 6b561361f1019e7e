// A returned abo date goes to the court-window queue like any cancellation
// (docs/product/waitlist-courses.md#returned-abo-dates), and the offer is pushed live to the open
// offer page (stream keyed by the link token) and the open booking page (the visitor's own cart)
// (docs/product/waitlist-courses.md#live-offer). Runs on PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { confirmBookings } from '../booking/lifecycle.service';

let t: TestContext;
let venue: DemoVenue;
let customer: LoggedIn;
let base: string;
const tz = 'Europe/Berlin';

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  customer = await loginAs(t.app, 'customer@example.com');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** Opens an event stream; `next(event)` resolves with the first such event's data. */
function openStream(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ next: (event: string, ms: number) => Promise<unknown>; close: () => void; status: number }>(
    (resolve, reject) => {
      const seen: { event: string; data: unknown }[] = [];
      const waiters: { event: string; done: (d: unknown) => void }[] = [];
      const req = httpRequest(`${base}${path}`, { headers }, (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let i: number;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!event || !data) continue;
            seen.push({ event, data: JSON.parse(data) });
            for (const w of waiters.filter((x) => x.event === event)) w.done(JSON.parse(data));
          }
        });
        resolve({
          status: res.statusCode ?? 0,
          close: () => req.destroy(),
          next: (event, ms) =>
            new Promise((ok, fail) => {
              const hit = seen.find((e) => e.event === event);
              if (hit) return ok(hit.data);
              const timer = setTimeout(() => fail(new Error(`no ${event} within ${ms} ms`)), ms);
              waiters.push({ event, done: (d) => (clearTimeout(timer), ok(d)) });
            }),
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('returned abo dates and the live offer', () => {
  it('offers a returned abo date to the court-window queue and pushes the offer to the open pages', async () => {
    const court = venue.court(3).id;
    const first = quietDay(0);
    const start = zonedInstant(first, '19:00', tz).toISOString();
    const end = zonedInstant(first, '20:00', tz).toISOString();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscrptions/add',
      headers: customer.headers,
      payload: [{ resourceId: court, start, end }],
    });
    expect(made.statusCode, made.body).toBe(200);
    const sub = made.json().rows[0] as { bookingIds: string[] };
    await confirmBookings(t.app.db, [sub.bookingIds[0]!], crypto.randomUUID());
    // The first date (inside the 14-day booking window): a guest waits for exactly this court and hour.
    const [from, to] = [zonedInstant(first, '19:00', tz), zonedInstant(first, '20:00', tz)];
    const { rows } = await t.database.query(`select id from bookings where subscription_id = $1 and starts_at = $2`, [
      made.json().rows[0].id,
      from.toISOString(),
    ]);
    const dateId = (rows[0] as { id: string }).id;
    const guest = randomBytes(32).toString('base64url');
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/waitlist',
      headers: { cookie: `courtside_cart=${guest}` },
      payload: {
        kind: 'slot',
        windowStart: from.toISOString(),
        windowEnd: to.toISOString(),
        durationMinutes: 60,
        resourceId: court,
        email: 'abo-waiter@waitlist.example',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().status).toBe('waiting');
    const token = joined.json().token as string;

    const offerPage = await openStream(`/api/v1/waitlist/entries/${token}/stream`);
    const bookingPage = await openStream('/api/v1/waitlist/mine/stream', { cookie: `courtside_cart=${guest}` });
    const stranger = await openStream('/api/v1/waitlist/mine/stream', {
      cookie: `courtside_cart=${randomBytes(32).toString('base64url')}`,
    });
    expect([offerPage.status, bookingPage.status]).toEqual([200, 200]);
    await Promise.all([offerPage.next('ready', 2000), bookingPage.next('ready', 2000), stranger.next('ready', 2000)]);

    // The holder gives the date back (the customer's own cancellation, under the abo's return rules).
    const began = Date.now();
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${dateId}/cancel`,
      headers: customer.headers,
      payload: {},
    });
    expect(back.statusCode, back.body).toBe(200);
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/waitlist/entries/${token}` })).json();
    for (const s of [offerPage, bookingPage, stranger]) setTimeout(s.close, 6000).unref();
    expect(view.offer, JSON.stringify(view)).toMatchObject({ resourceId: court, start: from.toISOString() });
    expect(await offerPage.next('offer', 5000)).toEqual({ status: 'offered' });
    expect(await bookingPage.next('offer', 5000)).toEqual({ status: 'offered' });
    console.info(`waitlist: returned abo date → offer pushed in ${Date.now() - began} ms`);
    await expect(stranger.next('offer', 300)).rejects.toThrow();
    for (const s of [offerPage, bookingPage, stranger]) s.close();
  });

  it('refuses a stream for an unknown link', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/waitlist/entries/${'W'.repeat(43)}/stream` });
    expect(res.statusCode).toBe(404);
  });
});
