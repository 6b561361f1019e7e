import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { matches, parseMessage } from './live.hub';

let t: TestContext;
let venue: DemoVenue;
let base: string;
const tz = 'Europe/Berlin';
const day = quietDay(1);
const at = (time: string, date = day) => zonedInstant(date, time, tz).toISOString();

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t?.close());

/** Opens the stream and collects its events until closed. */
function openStream(query: string): Promise<{
  events: { event: string; data: unknown }[];
  res: IncomingMessage;
  next: (event: string, ms: number) => Promise<unknown>;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/api/v1/availability/stream?${query}`, (res) => {
      const events: { event: string; data: unknown }[] = [];
      const waiters: { event: string; resolve: (d: unknown) => void }[] = [];
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
          const parsed = { event, data: JSON.parse(data) as unknown };
          events.push(parsed);
          const w = waiters.findIndex((x) => x.event === event);
          if (w >= 0) waiters.splice(w, 1)[0]!.resolve(parsed.data);
        }
      });
      const next = (event: string, ms: number) =>
        new Promise((res2, rej2) => {
          const seen = events.filter((e) => e.event === event);
          if (seen.length > (event === 'ready' ? 0 : -1) && event === 'ready') return res2(seen[0]!.data);
          const timer = setTimeout(() => rej2(new Error(`no ${event} event within ${ms} ms`)), ms);
          waiters.push({
            event,
            resolve: (d) => {
              clearTimeout(timer);
              res2(d);
            },
          });
        });
      resolve({ events, res, next });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/v1/availability/stream', () => {
  it('pushes a slot change of the watched date within a second, and nothing for another date', async () => {
    const stream = await openStream(`date=${day}&locationId=${venue.locationId}`);
    expect(stream.res.headers['content-type']).toContain('text/event-stream');
    await stream.next('ready', 2000);
    // The deadline covers the hold request itself (slow on a loaded machine); the promise is about
    // the time between the hold's answer and the event.
    let eventAt = 0;
    const waiting = stream.next('slots', 5000).then((data) => {
      eventAt = Date.now();
      return data;
    });
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: { 'x-guest-token': 'live-guest-0000000001' },
      payload: { resourceId: venue.court(1).id, start: at('15:00'), end: at('16:00') },
    });
    const answeredAt = Date.now();
    expect(hold.statusCode).toBe(201);
    expect(await waiting).toEqual({ resourceId: venue.court(1).id, start: at('15:00'), end: at('16:00') });
    expect(eventAt - answeredAt).toBeLessThan(1000);

    const other = addDays(day, 1);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: { 'x-guest-token': 'live-guest-0000000001' },
      payload: { resourceId: venue.court(1).id, start: at('15:00', other), end: at('16:00', other) },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events.filter((e) => e.event === 'slots')).toHaveLength(1);
    stream.res.destroy();
  });

  it('rejects a bad date before streaming', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/availability/stream?date=tomorrow' });
    expect(res.statusCode).toBe(400);
  });
});

describe('live filter', () => {
  const sub = {
    organizationId: 'o',
    locationId: 'l',
    from: new Date('2026-11-23T00:00:00Z'),
    to: new Date('2026-11-24T00:00:00Z'),
  };
  it.each([
    [
      {
        organizationId: 'o',
        locationId: 'l',
        resourceId: 'r',
        start: '2026-11-23T10:00:00Z',
        end: '2026-11-23T11:00:00Z',
      },
      true,
    ],
    [
      {
        organizationId: 'x',
        locationId: 'l',
        resourceId: 'r',
        start: '2026-11-23T10:00:00Z',
        end: '2026-11-23T11:00:00Z',
      },
      false,
    ],
    [
      {
        organizationId: 'o',
        locationId: 'other',
        resourceId: 'r',
        start: '2026-11-23T10:00:00Z',
        end: '2026-11-23T11:00:00Z',
      },
      false,
    ],
    [
      {
        organizationId: 'o',
        locationId: 'l',
        resourceId: 'r',
        start: '2026-11-24T00:00:00Z',
        end: '2026-11-24T01:00:00Z',
      },
      false,
    ],
    [
      {
        organizationId: 'o',
        locationId: 'l',
        resourceId: 'r',
        start: '2026-11-22T23:00:00Z',
        end: '2026-11-23T00:30:00Z',
      },
      true,
    ],
  ])('%j → %s', (message, expected) => {
    expect(matches(sub, message)).toBe(expected);
  });
  it('ignores payloads that are not slot changes', () => {
    expect(parseMessage('not json')).toBeUndefined();
    expect(parseMessage('{"organizationId":1}')).toBeUndefined();
  });
});
