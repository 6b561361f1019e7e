// The snapshot statement runs by name with its text built once (db/prepared.ts): its parameters,
// computed without the query builder, must be exactly what Drizzle would bind.
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { parseVenueSnapshot, venueSnapshotParams, venueSnapshotSql, venueSnapshotText } from './venue-snapshot';
import type { SnapshotScope } from './venue-snapshot';

const base: SnapshotScope = {
  organizationId: '7b0c8f5e-3f57-4a43-9a4e-2b1f0e2f6a11',
  from: new Date('2026-03-28T23:00:00Z'),
  to: new Date('2026-03-30T22:00:00Z'),
  fromDate: '2026-03-29',
  toDate: '2026-03-30',
};

describe('venue snapshot statement', () => {
  it.each([
    ['organization only', base],
    [
      'location and days',
      { ...base, locationId: 'c2d1e0f4-1111-4222-8333-944455556666', days: { from: '2026-03-29', to: '2026-03-30' } },
    ],
    ['one resource', { ...base, resourceId: 'a1b2c3d4-1111-4222-8333-944455556666' }],
  ])('binds what Drizzle binds (%s)', (_, scope) => {
    const query = new PgDialect().sqlToQuery(venueSnapshotSql(scope));
    expect(venueSnapshotText()).toBe(query.sql);
    expect(venueSnapshotParams(scope)).toEqual(query.params);
  });

  it('binds the same parameters without the live bookings (a hold fitting its request)', () => {
    const scope = { ...base, resourceId: 'a1b2c3d4-1111-4222-8333-944455556666' };
    const query = new PgDialect().sqlToQuery(venueSnapshotSql(scope, { bookings: false }));
    expect(venueSnapshotText({ bookings: false })).toBe(query.sql);
    expect(venueSnapshotText({ bookings: false })).not.toBe(venueSnapshotText());
    expect(query.sql).not.toContain('from bookings');
    expect(venueSnapshotParams(scope)).toEqual(query.params);
  });
});

describe('venue snapshot parsing', () => {
  const fixed = JSON.stringify({
    org: ['Europe/Berlin', {}],
    resources: [['r1', 'l1', 'Court 1', 'beach', 'outdoor', 4, 1, true]],
    seasons: [['s1', 'l1', 'Summer', 'summer', '2026-04-01', '2026-09-30', { 1: [{ open: '08:00', close: '22:00' }] }]],
    rules: [['u1', 's1', null, null, 60, ['normal'], 14, 0, 2000, []]],
    closed: [],
  });
  const live = (id: string) =>
    JSON.stringify({
      dynamic: [],
      bookings: [[id, 'r1', 1_780_000_000_000, 1_780_003_600_000, 'normal', 'reserved', 1, null, null, null]],
    });

  it('shares the frozen staff-edited part between snapshots of the same text, and parses the live part every time', () => {
    const a = parseVenueSnapshot(fixed, live('b1'))!;
    const b = parseVenueSnapshot(fixed, live('b2'))!;
    expect(b.rules).toBe(a.rules);
    expect(b.seasons[0]).toBe(a.seasons[0]);
    expect(b.settings).toBe(a.settings);
    expect(Object.isFrozen(a.rules[0])).toBe(true);
    expect(() => (a.resources as { name: string }[]).push({ name: 'x' })).toThrow(TypeError);
    expect(a.bookings.map((x) => x.id)).toEqual(['b1']);
    expect(b.bookings.map((x) => x.id)).toEqual(['b2']);
    expect(b.bookings[0]!.start).toEqual(new Date(1_780_000_000_000));
    expect(a.timeZone).toBe('Europe/Berlin');
    // Another text (staff changed a rule) is parsed anew.
    const c = parseVenueSnapshot(fixed.replace('2000', '2500'), live('b3'))!;
    expect(c.rules[0]!.defaultPriceCents).toBe(2500);
    expect(a.rules[0]!.defaultPriceCents).toBe(2000);
  });

  it('has no snapshot for an unknown organization', () => {
    expect(
      parseVenueSnapshot(JSON.stringify({ org: null, resources: [], seasons: [], rules: [], closed: [] }), live('x')),
    ).toBeUndefined();
  });
});
