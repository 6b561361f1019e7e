import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourtDto, LocationDto, RuleDto, SeasonDto, VenueSettings } from '@courtside/core/venue-setup-schemas';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';
import { addDays, isoWeekday, localDate, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { loginAs } from '../../../test/auth';
import type { LoggedIn } from '../../../test/auth';

let t: TestContext;
let manager: LoggedIn;
let staff: LoggedIn;
const tz = 'Europe/Berlin';
const hours = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ open: '10:00', close: '22:00' }]]),
);

beforeAll(async () => {
  t = await buildTestApp();
  manager = await loginAs(t.app, 'manager@example.com');
  staff = await loginAs(t.app, 'staff@example.com');
});
afterAll(async () => t?.close());

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  who: LoggedIn = manager,
) {
  const res = await t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    status: res.statusCode,
    body: res.json<T & { code?: string; message?: string; details?: { reason?: string } }>(),
  };
}

async function history(entity: string, id: string) {
  const res = await call<{ rows: { action: string; actorName: string | null; data: Record<string, unknown> }[] }>(
    'GET',
    `/api/v1/history/${entity}/${id}`,
  );
  expect(res.status).toBe(200);
  return res.body.rows;
}

/**
 * Holds the first free hour of a court on the given days, trying 10:00 to 19:00 (open on every day
 * of both seasons); the demo seed books some of the coming days, so a taken hour (409) is skipped.
 */
async function holdFirstFreeHour(resourceId: string, days: readonly string[], guestToken: string): Promise<void> {
  const answers: string[] = [];
  for (const day of days) {
    for (let hour = 10; hour < 20; hour++) {
      const start = zonedInstant(day, `${String(hour).padStart(2, '0')}:00`, tz);
      const hold = await t.app.inject({
        method: 'POST',
        url: '/api/v1/holds',
        headers: { 'x-guest-token': guestToken },
        payload: {
          resourceId,
          start: start.toISOString(),
          end: new Date(start.getTime() + 3_600_000).toISOString(),
        },
      });
      if (hold.statusCode === 201) return;
      expect(hold.statusCode, hold.body).toBe(409);
      answers.push(`${day} ${hour}:00`);
    }
  }
  throw new Error(`no free hour to hold (taken: ${answers.join(', ')})`);
}

describe('locations and courts', () => {
  let location: LocationDto;
  let court: CourtDto;

  it('creates a location and a court, and lists inactive courts too', async () => {
    const loc = await call<LocationDto>('POST', '/api/v1/locations', {
      name: 'Halle Nord',
      address: { street: 'Nordstr. 1', postalCode: '50667', city: 'Köln', country: 'de' },
    });
    expect(loc.status).toBe(201);
    location = loc.body;
    expect(location.address.country).toBe('DE');
    const created = await call<CourtDto>('POST', '/api/v1/courts', {
      locationId: location.id,
      name: 'Nord 1',
      category: 'beach_volleyball',
      spaceType: 'indoor',
      capacity: 6,
      images: ['/media/nord-1.jpg', 'https://example.com/n.jpg'],
    });
    expect(created.status).toBe(201);
    court = created.body;
    expect(court).toMatchObject({
      capacity: 6,
      active: true,
      images: ['/media/nord-1.jpg', 'https://example.com/n.jpg'],
    });
    const off = await call<CourtDto>('PATCH', `/api/v1/courts/${court.id}`, { active: false });
    expect(off.body.active).toBe(false);
    const list = await call<{ rows: CourtDto[] }>('GET', `/api/v1/courts?locationId=${location.id}`);
    expect(list.body.rows.map((c) => c.name)).toEqual(['Nord 1']);
    const publicList = await t.app.inject({ method: 'GET', url: `/api/v1/resources?locationId=${location.id}` });
    expect(publicList.json().count).toBe(0);
    expect((await history('court', court.id)).map((h) => h.action)).toEqual(['court.deactivated', 'court.created']);
    expect((await history('court', court.id))[0]).toMatchObject({
      actorName: 'Max Manager',
      data: { changes: { active: [true, false] } },
    });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = await call('POST', '/api/v1/courts', {
      locationId: location.id,
      name: 'X',
      category: 'Beach Volleyball',
      spaceType: 'indoor',
      capacity: 4,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category/);
    const image = await call('POST', '/api/v1/courts', {
      locationId: location.id,
      name: 'X',
      category: 'x',
      spaceType: 'indoor',
      capacity: 4,
      images: ['javascript:alert(1)'],
    });
    expect(image.status).toBe(400);
    const unknownLocation = await call('POST', '/api/v1/courts', {
      locationId: '00000000-0000-4000-8000-000000000000',
      name: 'X',
      category: 'x',
      spaceType: 'indoor',
      capacity: 4,
    });
    expect(unknownLocation.status).toBe(400);
  });

  it('refuses to delete a location with courts, then deletes both in order', async () => {
    const refused = await call('DELETE', `/api/v1/locations/${location.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.details?.reason).toBe('location_has_courts');
    expect((await call('DELETE', `/api/v1/courts/${court.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/v1/locations/${location.id}`)).status).toBe(200);
  });

  it('keeps a booked court: deleting is refused, deactivating is the way', async () => {
    const { body } = await call<{ rows: CourtDto[] }>('GET', '/api/v1/courts');
    const court1 = body.rows.find((c) => c.name === 'Court 1')!;
    // The first free hour from three days on (the demo seed books some days, e.g. Sundays at noon).
    const today = localDate(new Date(), tz);
    await holdFirstFreeHour(
      court1.id,
      [3, 4, 5, 6, 7, 8, 9].map((n) => addDays(today, n)),
      'venue-setup-guest-000001',
    );
    const res = await call('DELETE', `/api/v1/courts/${court1.id}`);
    expect(res.status).toBe(409);
    expect(res.body.details?.reason).toBe('court_has_bookings');
  });
});

describe('seasons and scheduling rules', () => {
  let locationId: string;
  let season: SeasonDto;

  beforeAll(async () => {
    const loc = await call<LocationDto>('POST', '/api/v1/locations', {
      name: 'Testplatz',
      address: { street: 'A 1', postalCode: '1', city: 'B', country: 'DE' },
    });
    locationId = loc.body.id;
  });

  it('creates a season and refuses an overlapping one of the same location', async () => {
    const created = await call<SeasonDto>('POST', '/api/v1/seasons', {
      locationId,
      name: 'Sommer 2030',
      kind: 'summer',
      startsOn: '2030-05-01',
      endsOn: '2030-09-30',
      openingHours: hours,
    });
    expect(created.status).toBe(201);
    season = created.body;
    const clash = await call('POST', '/api/v1/seasons', {
      locationId,
      name: 'Herbst 2030',
      kind: 'winter',
      startsOn: '2030-09-30',
      endsOn: '2031-03-31',
      openingHours: hours,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('CONFLICT');
    expect(clash.body.details?.reason).toBe('season_overlap');
    expect(clash.body.message).toContain('Sommer 2030');
    const next = await call('POST', '/api/v1/seasons', {
      locationId,
      name: 'Winter 30/31',
      kind: 'winter',
      startsOn: '2030-10-01',
      endsOn: '2031-03-31',
      openingHours: hours,
    });
    expect(next.status).toBe(201);
    const moved = await call('PATCH', `/api/v1/seasons/${season.id}`, { endsOn: '2030-10-15' });
    expect(moved.status).toBe(409);
  });

  it('refuses reversed dates and reversed opening hours with 400', async () => {
    const dates = await call('POST', '/api/v1/seasons', {
      locationId,
      name: 'X',
      kind: 'summer',
      startsOn: '2032-05-02',
      endsOn: '2032-05-01',
      openingHours: hours,
    });
    expect(dates.status).toBe(400);
    expect(dates.body.details?.reason).toBe('season_dates_reversed');
    const reversed = await call('POST', '/api/v1/seasons', {
      locationId,
      name: 'X',
      kind: 'summer',
      startsOn: '2033-05-01',
      endsOn: '2033-05-31',
      openingHours: { '1': [{ open: '22:00', close: '10:00' }] },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.details?.reason).toBe('times_reversed');
  });

  const rule = (over: object = {}) => ({
    seasonId: season.id,
    category: 'beach_volleyball',
    slotMinutes: 60,
    bookingTypes: ['normal', 'abo'],
    leadDays: 14,
    minNoticeMinutes: 30,
    defaultPriceCents: 2000,
    priceBands: [{ label: 'peak', weekdays: [1, 2, 3, 4, 5], from: '17:00', to: '22:00', priceCents: 3000 }],
    ...over,
  });

  it('creates a rule and refuses a second one for the same category and season', async () => {
    const first = await call<RuleDto>('POST', '/api/v1/scheduling-rules', rule());
    expect(first.status).toBe(201);
    const second = await call('POST', '/api/v1/scheduling-rules', rule({ defaultPriceCents: 1500 }));
    expect(second.status).toBe(409);
    expect(second.body.details?.reason).toBe('rule_duplicate');
    expect(second.body.message).toContain('beach_volleyball');
  });

  it.each([
    [
      'from ≥ to',
      { priceBands: [{ label: 'peak', weekdays: [1], from: '18:00', to: '17:00', priceCents: 3000 }] },
      400,
      'band_times_reversed',
    ],
    [
      'a band outside the opening hours',
      {
        category: 'beach_tennis',
        priceBands: [{ label: 'early', weekdays: [1], from: '06:00', to: '09:00', priceCents: 1000 }],
      },
      409,
      'band_outside_hours',
    ],
    [
      'overlapping bands',
      {
        category: 'beach_tennis',
        priceBands: [
          { label: 'a', weekdays: [1], from: '17:00', to: '20:00', priceCents: 1 },
          { label: 'b', weekdays: [1, 2], from: '19:00', to: '21:00', priceCents: 2 },
        ],
      },
      409,
      'band_overlap',
    ],
    ['both a court and a category', { resourceId: '00000000-0000-4000-8000-000000000000' }, 400, 'rule_target'],
    ['a slot length of 50 minutes', { category: 'beach_tennis', slotMinutes: 50 }, 400, undefined],
    ['no booking type', { category: 'beach_tennis', bookingTypes: [] }, 400, undefined],
  ])('refuses %s', async (_name, over, status, reason) => {
    const res = await call('POST', '/api/v1/scheduling-rules', rule(over));
    expect(res.status).toBe(status);
    if (reason) expect(res.body.details?.reason).toBe(reason);
  });

  it('refuses a court rule for a court of another location', async () => {
    const { body } = await call<{ rows: CourtDto[] }>('GET', '/api/v1/courts');
    const res = await call('POST', '/api/v1/scheduling-rules', rule({ category: null, resourceId: body.rows[0]!.id }));
    expect(res.status).toBe(409);
    expect(res.body.details?.reason).toBe('rule_location');
  });

  it('refuses shorter opening hours that would leave a band outside them', async () => {
    const res = await call('PATCH', `/api/v1/seasons/${season.id}`, {
      openingHours: { ...hours, '1': [{ open: '08:00', close: '12:00' }] },
    });
    expect(res.status).toBe(409);
    expect(res.body.details?.reason).toBe('band_outside_hours');
  });

  it('refuses to delete a season with open bookings of its courts', async () => {
    const day = addDays(localDate(new Date(), tz), 2);
    const { body } = await call<{ rows: SeasonDto[] }>('GET', '/api/v1/seasons');
    const current = body.rows.find((s) => s.locationId !== locationId && s.startsOn <= day && day <= s.endsOn)!;
    const { body: courts } = await call<{ rows: CourtDto[] }>('GET', '/api/v1/courts');
    const court = courts.rows.find((c) => c.name === 'Court 3' && c.locationId === current.locationId)!;
    // The demo books the coming days: the first free hour of the court that day.
    await holdFirstFreeHour(court.id, [day], 'venue-setup-guest-000002');
    const res = await call('DELETE', `/api/v1/seasons/${current.id}`);
    expect(res.status).toBe(409);
    expect(res.body.details?.reason).toBe('season_has_bookings');
  });

  it('deletes a season without bookings, with its rules', async () => {
    expect((await call('DELETE', `/api/v1/seasons/${season.id}`)).status).toBe(200);
    expect(
      (await call<{ rows: RuleDto[] }>('GET', `/api/v1/scheduling-rules?seasonId=${season.id}`)).body.rows,
    ).toEqual([]);
    expect((await history('season', season.id))[0]?.action).toBe('season.deleted');
  });
});

describe('a peak price change is effective at once', () => {
  it('changes the price of a peak slot in the availability grid', async () => {
    const today = localDate(new Date(), tz);
    // A weekday two to eight days ahead: weekday evenings are peak in the demo rules.
    let day = addDays(today, 2);
    while (isoWeekday(day) > 5) day = addDays(day, 1);
    const grid = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/availability?date=${day}&category=beach_volleyball&spaceType=outdoor`,
      });
      return res
        .json<AvailabilityAnswer>()
        .rows[0]!.slots.find((s) => s.start === zonedInstant(day, '18:00', tz).toISOString())!;
    };
    const before = await grid();
    const { body: seasons } = await call<{ rows: SeasonDto[] }>('GET', '/api/v1/seasons');
    const season = seasons.rows.find((s) => s.startsOn <= day && day <= s.endsOn && s.ruleCount > 0)!;
    const { body: rules } = await call<{ rows: RuleDto[] }>('GET', `/api/v1/scheduling-rules?seasonId=${season.id}`);
    const target = rules.rows.find((r) => r.category === 'beach_volleyball')!;
    expect(before.price).toBe(target.priceBands.find((b) => b.weekdays.includes(1))!.priceCents);
    const priceBands = target.priceBands.map((b) => (b.weekdays.includes(1) ? { ...b, priceCents: 4150 } : b));
    const res = await call<RuleDto>('PATCH', `/api/v1/scheduling-rules/${target.id}`, { priceBands });
    expect(res.status).toBe(200);
    expect((await grid()).price).toBe(4150);
    const trail = await history('scheduling_rule', target.id);
    expect(trail[0]?.action).toBe('scheduling_rule.updated');
    expect(Object.keys(trail[0]!.data.changes as object)).toEqual(['priceBands']);
  });
});

describe('policies', () => {
  it('reads defaults and saves a partial change, audited', async () => {
    const before = await call<VenueSettings>('GET', '/api/v1/settings/venue');
    expect(before.body).toMatchObject({
      maintenanceMode: false,
      // The demo venue shows its shop (db/seed/demo-shop.ts); a new venue starts with it off.
      shopEnabled: true,
      serviceFee: { fixedCents: 300, percent: 2 },
      cancellation: { fullRefundHours: 96, creditHours: 24 },
    });
    const res = await call<VenueSettings>('PATCH', '/api/v1/settings/venue', {
      maintenanceMode: true,
      serviceFee: { fixedCents: 250 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ maintenanceMode: true, serviceFee: { fixedCents: 250, percent: 2 } });
    const org = await t.app.inject({ method: 'GET', url: '/api/v1/organizations/current' });
    expect(org.json().settings).toMatchObject({ maintenanceMode: true, serviceFee: { fixedCents: 250 } });
    const trail = await history('organization_settings', manager.organizationId);
    expect(trail[0]).toMatchObject({
      action: 'settings.maintenance_on',
      data: { changes: { maintenanceMode: [false, true], 'serviceFee.fixedCents': [300, 250] } },
    });
  });

  it('refuses a credit window longer than the refund window, and unknown fields', async () => {
    const res = await call('PATCH', '/api/v1/settings/venue', { cancellation: { creditHours: 200 } });
    expect(res.status).toBe(400);
    expect(res.body.details?.reason).toBe('cancellation_windows');
    expect((await call('PATCH', '/api/v1/settings/venue', { timezone: 'UTC' })).status).toBe(400);
    expect((await call('PATCH', '/api/v1/settings/venue', { serviceFee: { percent: 101 } })).status).toBe(400);
  });

  it('is for managers: staff get 403, also for the history', async () => {
    expect((await call('GET', '/api/v1/settings/venue', undefined, staff)).status).toBe(403);
    expect((await call('PATCH', '/api/v1/settings/venue', { shopEnabled: true }, staff)).status).toBe(403);
    expect(
      (await call('GET', `/api/v1/history/organization_settings/${staff.organizationId}`, undefined, staff)).status,
    ).toBe(403);
  });
});
