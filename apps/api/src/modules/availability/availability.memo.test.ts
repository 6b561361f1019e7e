// Answers kept per snapshot text (availability.memo.ts): whatever the clock and the data, the kept
// answer is byte for byte the one a fresh build gives — around every instant the clock matters
// (minimum notice, the lead time's midnight, a hold expiring), on DST days and closed days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { answerMemo } from './availability.memo';
import { availability, availabilityJson } from './availability.service';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const NOTICE_MS = 30 * 60_000; // the demo venue's minimum notice
const LEAD_DAYS = 14;

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
  answerMemo.clear();
});
afterAll(async () => t?.close());

const question = (date: string, now: Date, extra: { spaceType?: 'indoor'; category?: string } = {}) => ({
  organizationId: venue.organizationId,
  date,
  locationId: venue.locationId,
  now,
  ...extra,
});

/** The kept (or newly built) answer must equal a fresh build's JSON at the same clock reading. */
async function expectSameAt(date: string, nows: Date[], extra: { spaceType?: 'indoor'; category?: string } = {}) {
  let kept = 0;
  let previous: Buffer | undefined;
  for (const now of [...nows].sort((a, b) => a.getTime() - b.getTime())) {
    const body = await availabilityJson(t.app.db, question(date, now, extra));
    const fresh = JSON.stringify(await availability(t.app.db, question(date, now, extra)));
    expect(body.toString('utf8'), `${date} at ${now.toISOString()}`).toBe(fresh);
    if (body === previous) kept++;
    previous = body;
  }
  return kept;
}

/** Clock readings 1 ms either side of every slot start's notice edge, and a few in between. */
function noticeEdges(answer: AvailabilityAnswer): Date[] {
  const starts = new Set(answer.rows.flatMap((r) => r.slots.map((s) => Date.parse(s.start))));
  return [...starts].flatMap((s) => [-60_000, -1, 0, 1, 2, 60_000].map((d) => new Date(s - NOTICE_MS + d)));
}

/** The next local date on which the zone's UTC offset changes, searching from `from`. */
function nextDstDay(from: string): string {
  let day = from;
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    const midnight = zonedInstant(day, '00:00', tz).getTime();
    const next = zonedInstant(addDays(day, 1), '00:00', tz).getTime();
    if (next - midnight !== 24 * 3_600_000) return day;
  }
  throw new Error('no DST change within 400 days');
}

describe('availability answers kept per snapshot text', () => {
  it('reuses an answer while nothing changes and equals a fresh build at every notice edge', async () => {
    const day = quietDay(1);
    const morning = zonedInstant(day, '07:00', tz);
    const first = await availabilityJson(t.app.db, question(day, morning));
    expect(await availabilityJson(t.app.db, question(day, morning))).toBe(first); // the same bytes, kept
    expect(await availabilityJson(t.app.db, question(day, morning, { spaceType: 'indoor' }))).not.toBe(first);
    const answer = await availability(t.app.db, question(day, morning));
    const kept = await expectSameAt(day, noticeEdges(answer));
    expect(kept).toBeGreaterThan(0);
  });

  it('opens the lead time at the venue midnight, to the millisecond', async () => {
    const day = quietDay(4);
    // Before the venue's midnight starting day - 14, `day` lies beyond the lead time; from it on, not.
    const midnight = zonedInstant(addDays(day, -LEAD_DAYS), '00:00', tz).getTime();
    const nows = [-3_600_000, -1, 0, 1, 3_600_000].map((d) => new Date(midnight + d));
    await expectSameAt(day, nows);
    const before = await availability(t.app.db, question(day, new Date(midnight - 1)));
    const after = await availability(t.app.db, question(day, new Date(midnight)));
    const bookable = (a: AvailabilityAnswer) => a.rows.flatMap((r) => r.slots).filter((s) => s.bookable).length;
    expect(bookable(before)).toBe(0);
    expect(bookable(after)).toBeGreaterThan(0);
  });

  it('drops a kept answer when a hold expires or the data changes', async () => {
    const day = quietDay(2);
    const court = venue.court(3).id;
    const before = await availabilityJson(t.app.db, question(day, new Date()));
    const hold = await t.app.inject({
      method: 'POST',
      url: '/api/v1/holds',
      headers: { 'x-guest-token': 'availability-memo-guest-0001' },
      payload: {
        resourceId: court,
        start: zonedInstant(day, '15:00', tz).toISOString(),
        end: zonedInstant(day, '16:00', tz).toISOString(),
      },
    });
    expect(hold.statusCode).toBe(201);
    const now = new Date();
    const after = await availabilityJson(t.app.db, question(day, now));
    expect(after.equals(before)).toBe(false);
    const expires = await t.app.dbHandle.query('select expires_at from bookings where id = $1', [hold.json().id]);
    const at = new Date(expires.rows[0]!.expires_at as string | Date).getTime();
    // Read while the hold lives, then around its expiry: booked, then available again.
    await expectSameAt(day, [now, ...[-1, 0, 1].map((d) => new Date(at + d))]);
    const slotAt = async (ms: number) =>
      JSON.parse((await availabilityJson(t.app.db, question(day, new Date(ms)))).toString('utf8'))
        .rows.find((r: { resourceId: string }) => r.resourceId === court)
        .slots.find((s: { start: string }) => s.start === zonedInstant(day, '15:00', tz).toISOString()).state;
    expect(await slotAt(at - 1)).toBe('booked');
    expect(await slotAt(at)).toBe('available');
  });

  it('equals a fresh build on both DST days and across their nights', async () => {
    const today = localDate(new Date(), tz);
    const first = nextDstDay(addDays(today, 1));
    const second = nextDstDay(addDays(first, 1));
    for (const day of [first, second]) {
      const inside = new Date(zonedInstant(day, '00:30', tz).getTime() - LEAD_DAYS * 86_400_000 + 3_600_000);
      const answer = await availability(t.app.db, question(day, inside));
      expect(answer.rows.length).toBe(11);
      const nows = [inside, ...noticeEdges(answer)];
      for (let h = 0; h < 26; h++) nows.push(new Date(zonedInstant(day, '00:00', tz).getTime() + h * 3_600_000 + 7));
      await expectSameAt(day, nows);
    }
  });

  it('equals a fresh build on a closed day and the day after it', async () => {
    const day = quietDay(6);
    await t.app.dbHandle.query(
      `insert into closed_days (organization_id, location_id, starts_on, ends_on, label)
       values ($1, $2, $3, $3, '{"de": "Betriebsferien – geschlossen", "en": "Closed \\"for\\" works"}')`,
      [venue.organizationId, venue.locationId, day],
    );
    const morning = zonedInstant(day, '06:00', tz);
    const closed = await availability(t.app.db, question(day, morning));
    expect(closed.rows.every((r) => r.closed && r.slots.length === 0)).toBe(true);
    await expectSameAt(day, [morning, new Date(morning.getTime() + 3_600_000)]);
    await expectSameAt(day, [morning], { category: 'beach_tennis' });
    const next = addDays(day, 1);
    const open = await availability(t.app.db, question(next, morning));
    await expectSameAt(next, [morning, ...noticeEdges(open)]);
  });
});
