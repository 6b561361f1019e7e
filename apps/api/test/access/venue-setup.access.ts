// Access rows for venue setup and record histories (see test/access-matrix.ts). Only holders of
// settings.manage (managers, admins) may read or change the setup; records of another
// organization answer 404 even to them. Malformed requests fail validation (400) before any
// permission check, as in the other modules.
import type { AccessContext, AccessRow, Actor } from '../auth';

const managers = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: 403,
  staffY: 403,
  admin: ok,
});
const admin = (ctx: AccessContext) => ctx.sessions.admin.headers;

async function firstId(ctx: AccessContext, sql: string, orgId: string): Promise<string> {
  const { rows } = await ctx.app.dbHandle.query(sql, [orgId]);
  if (!rows[0]) throw new Error(`fixture missing: ${sql}`);
  return String(rows[0].id);
}

/** A fresh location of org X (and a court at it) for rows that change or delete one. */
async function freshLocation(ctx: AccessContext, actor: Actor): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/locations',
    headers: admin(ctx),
    payload: { name: `Access ${actor}`, address: { street: 'S 1', postalCode: '1', city: 'C', country: 'DE' } },
  });
  if (res.statusCode !== 201) throw new Error(`fixture location: ${res.statusCode} ${res.body}`);
  ctx.fixtures.locationId = res.json<{ id: string }>().id;
  const court = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/courts',
    headers: admin(ctx),
    payload: {
      locationId: ctx.fixtures.locationId,
      name: `Court ${actor}`,
      category: 'access_test',
      spaceType: 'outdoor',
      capacity: 4,
    },
  });
  ctx.fixtures.courtId = court.json<{ id: string }>().id;
}

async function foreignRecords(ctx: AccessContext): Promise<void> {
  ctx.fixtures.foreignLocationId = await firstId(
    ctx,
    'select id from locations where organization_id = $1 limit 1',
    ctx.orgs.y,
  );
  ctx.fixtures.foreignCourtId = await firstId(
    ctx,
    'select id from resources where organization_id = $1 limit 1',
    ctx.orgs.y,
  );
  ctx.fixtures.foreignSeasonId = await firstId(
    ctx,
    'select id from seasons where organization_id = $1 limit 1',
    ctx.orgs.y,
  );
  ctx.fixtures.foreignRuleId = await firstId(
    ctx,
    'select id from scheduling_rules where organization_id = $1 limit 1',
    ctx.orgs.y,
  );
  ctx.fixtures.ruleId = await firstId(
    ctx,
    'select id from scheduling_rules where organization_id = $1 limit 1',
    ctx.orgs.x,
  );
}

const season = (ctx: AccessContext) => ({
  locationId: ctx.fixtures.locationId,
  name: 'Access season',
  kind: 'summer',
  startsOn: '2040-05-01',
  endsOn: '2040-09-30',
  openingHours: { '1': [{ open: '09:00', close: '22:00' }] },
});

export const accessRows: AccessRow[] = [
  { name: '/locations', method: 'GET', url: '/api/v1/locations', expect: managers(200) },
  {
    name: '/locations create',
    method: 'POST',
    url: '/api/v1/locations',
    payload: (_ctx, actor) => ({
      name: `New ${actor}`,
      address: { street: 'S', postalCode: '1', city: 'C', country: 'DE' },
    }),
    expect: managers(201),
  },
  {
    name: '/locations/:id change',
    method: 'PATCH',
    setup: freshLocation,
    url: (ctx) => `/api/v1/locations/${ctx.fixtures.locationId}`,
    payload: { name: 'Renamed' },
    expect: managers(200),
  },
  {
    name: '/locations/:id of another organization',
    method: 'PATCH',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/locations/${ctx.fixtures.foreignLocationId}`,
    payload: { name: 'Taken over' },
    expect: managers(404),
  },
  {
    name: '/locations/:id delete of another organization',
    method: 'DELETE',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/locations/${ctx.fixtures.foreignLocationId}`,
    expect: managers(404),
  },
  { name: '/courts', method: 'GET', url: '/api/v1/courts', expect: managers(200) },
  {
    name: '/courts create',
    method: 'POST',
    setup: freshLocation,
    url: '/api/v1/courts',
    payload: (ctx) => ({
      locationId: ctx.fixtures.locationId,
      name: 'Extra',
      category: 'access_test',
      spaceType: 'indoor',
      capacity: 4,
    }),
    expect: managers(201),
  },
  {
    name: '/courts create at a location of another organization',
    method: 'POST',
    setup: foreignRecords,
    url: '/api/v1/courts',
    payload: (ctx) => ({
      locationId: ctx.fixtures.foreignLocationId,
      name: 'Sneaky',
      category: 'x',
      spaceType: 'indoor',
      capacity: 4,
    }),
    expect: managers(400),
  },
  {
    name: '/courts/:id deactivate',
    method: 'PATCH',
    setup: freshLocation,
    url: (ctx) => `/api/v1/courts/${ctx.fixtures.courtId}`,
    payload: { active: false },
    expect: managers(200),
  },
  {
    name: '/courts/:id of another organization',
    method: 'GET',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/courts/${ctx.fixtures.foreignCourtId}`,
    expect: managers(404),
  },
  {
    name: '/courts/:id delete',
    method: 'DELETE',
    setup: freshLocation,
    url: (ctx) => `/api/v1/courts/${ctx.fixtures.courtId}`,
    expect: managers(200),
  },
  { name: '/seasons', method: 'GET', url: '/api/v1/seasons', expect: managers(200) },
  {
    name: '/seasons create',
    method: 'POST',
    setup: freshLocation,
    url: '/api/v1/seasons',
    payload: season,
    expect: managers(201),
  },
  {
    name: '/seasons/:id of another organization',
    method: 'PATCH',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/seasons/${ctx.fixtures.foreignSeasonId}`,
    payload: { name: 'Mine now' },
    expect: managers(404),
  },
  { name: '/scheduling-rules', method: 'GET', url: '/api/v1/scheduling-rules', expect: managers(200) },
  {
    name: '/scheduling-rules/:id',
    method: 'GET',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/scheduling-rules/${ctx.fixtures.ruleId}`,
    expect: managers(200),
  },
  {
    name: '/scheduling-rules/:id of another organization',
    method: 'PATCH',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/scheduling-rules/${ctx.fixtures.foreignRuleId}`,
    payload: { defaultPriceCents: 1 },
    expect: managers(404),
  },
  {
    name: '/scheduling-rules/:id delete of another organization',
    method: 'DELETE',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/scheduling-rules/${ctx.fixtures.foreignRuleId}`,
    expect: managers(404),
  },
  { name: '/settings/venue', method: 'GET', url: '/api/v1/settings/venue', expect: managers(200) },
  {
    name: '/settings/venue change',
    method: 'PATCH',
    url: '/api/v1/settings/venue',
    payload: { shopEnabled: false },
    expect: managers(200),
  },
  {
    name: '/settings/venue trying to change the timezone (mass assignment)',
    method: 'PATCH',
    url: '/api/v1/settings/venue',
    payload: { timezone: 'UTC' },
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  {
    name: '/history/coupon/:id (coupon.read: staff too)',
    method: 'GET',
    url: '/api/v1/history/coupon/00000000-0000-4000-8000-000000000000',
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 200, admin: 200 },
  },
  {
    name: '/history/season/:id',
    method: 'GET',
    setup: foreignRecords,
    url: (ctx) => `/api/v1/history/season/${ctx.fixtures.foreignSeasonId}`,
    expect: managers(200),
  },
  {
    name: '/history/unknown-kind/:id',
    method: 'GET',
    url: '/api/v1/history/booking_secret/1',
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
];
