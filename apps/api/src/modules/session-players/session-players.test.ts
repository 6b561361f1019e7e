import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import { createDynamicSlot } from '../dynamic-slot/dynamic-slot.service';
import { holdSlot } from '../booking/hold.service';
import { initialsOf } from './session-players.service';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('session players', () => {
  it.each([
    ['Clara Kundin', 'CK'],
    ['kai', 'K'],
    ['Ömer van der Berg', 'ÖB'],
    ['', '?'],
    [null, '?'],
  ])('initials of %j are %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it('answers initials and places of live player bookings, nothing else', async () => {
    const venue = await demoVenue(t);
    const tz = 'Europe/Berlin';
    // The demo seed books some courts: take the first window that is free.
    let session: Awaited<ReturnType<typeof createDynamicSlot>> | undefined;
    for (let day = 3; !session && day < 12; day++) {
      const date = addDays(localDate(new Date(), tz), day);
      session = await createDynamicSlot(t.app.db, {
        organizationId: venue.organizationId,
        resourceId: venue.court(6).id,
        kind: 'come_together',
        start: zonedInstant(date, '12:00', tz),
        end: zonedInstant(date, '14:00', tz),
        title: 'Open play',
        priceCents: 800,
        capacity: 8,
        createdBy: venue.staffId,
      }).catch(() => undefined);
    }
    if (!session) throw new Error('no free window for the test session');
    const base = {
      organizationId: venue.organizationId,
      resourceId: venue.court(6).id,
      start: session.startsAt,
      end: session.endsAt,
      type: 'come_together' as const,
      sessionId: session.id,
    };
    await holdSlot(t.app.db, { ...base, owner: { userId: venue.customerId }, places: 2 });
    await holdSlot(t.app.db, {
      ...base,
      owner: { guestToken: 'guest-token-123456' },
      places: 1,
      guestContact: { name: 'Lena Ball' },
    });

    const res = await t.app.inject({ url: `/api/v1/sessions/players?ids=${session.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      rows: { sessionId: string; placesTaken: number; players: { initials: string; places: number }[] }[];
    }>();
    expect(body.rows).toEqual([
      {
        sessionId: session.id,
        placesTaken: 3,
        players: [
          { initials: 'CK', places: 2 },
          { initials: 'LB', places: 1 },
        ],
      },
    ]);
    expect(res.body).not.toContain('Clara');

    // Another venue learns nothing about this session.
    const other = await t.app.inject({ url: `/api/v1/sessions/players?ids=${session.id}&tenantId=sandplatz-leipzig` });
    expect(other.json<{ rows: { placesTaken: number }[] }>().rows[0]!.placesTaken).toBe(0);
    expect((await t.app.inject({ url: '/api/v1/sessions/players?ids=nope' })).statusCode).toBe(400);
  });
});
