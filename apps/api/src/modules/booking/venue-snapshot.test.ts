// The snapshot statement runs by name with its text built once (db/prepared.ts): its parameters,
// computed without the query builder, must be exactly what Drizzle would bind.
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { venueSnapshotParams, venueSnapshotSql, venueSnapshotText } from './venue-snapshot';
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
});
