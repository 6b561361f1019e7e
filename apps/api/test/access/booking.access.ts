// Access rows for the booking engine's endpoints (see test/access-matrix.ts): bookings,
// holds, abos, dynamic slots, events and the public availability calls.
import { zonedInstant } from '@courtside/core/slots/time';
import type { AccessContext, AccessRow, Actor } from '../auth';
import { quietDay } from '../booking-fixtures';
import { confirmBookings } from '../../src/modules/booking/lifecycle.service';

const tz = 'Europe/Berlin';
const everyone = (status: number) => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  staffX: status,
  staffY: status,
  admin: status,
});
const ownOrStaffX = (ok: number) => ({
  anonymous: 401,
  customerA: ok,
  customerB: 404,
  staffX: ok,
  staffY: 404,
  admin: ok,
});

let courts: string[] | undefined;
let counter = 0;

/** A free court and hour of a quiet day for each fixture (8 courts × 10 hours). */
async function nextSlot(
  ctx: AccessContext,
  dayOffset: number,
): Promise<{ resourceId: string; start: string; end: string }> {
  if (!courts) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/resources?spaceType=outdoor',
      headers: { 'x-organization': ctx.orgs.x },
    });
    courts = res.json<{ rows: { id: string }[] }>().rows.map((r) => r.id);
  }
  const n = counter++;
  const hour = 10 + (Math.floor(n / courts.length) % 10);
  const day = quietDay(dayOffset);
  const time = (h: number) => zonedInstant(day, `${String(h).padStart(2, '0')}:00`, tz).toISOString();
  return { resourceId: courts[n % courts.length]!, start: time(hour), end: time(hour + 1) };
}

/** A paid booking of customer A (fixtures.bookingId). */
async function bookingOfCustomerA(ctx: AccessContext): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/holds',
    headers: ctx.sessions.customerA.headers,
    payload: await nextSlot(ctx, 4),
  });
  if (res.statusCode !== 201) throw new Error(`fixture booking: ${res.statusCode} ${res.body}`);
  ctx.fixtures.bookingId = res.json<{ id: string }>().id;
  await confirmBookings(ctx.app.db, [ctx.fixtures.bookingId], crypto.randomUUID());
}

/** A hold of customer A (fixtures.holdId). */
async function holdOfCustomerA(ctx: AccessContext): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/holds',
    headers: ctx.sessions.customerA.headers,
    payload: await nextSlot(ctx, 4),
  });
  if (res.statusCode !== 201) throw new Error(`fixture hold: ${res.statusCode} ${res.body}`);
  ctx.fixtures.holdId = res.json<{ id: string }>().id;
}

/** An abo of customer A (fixtures.subscriptionId). */
async function aboOfCustomerA(ctx: AccessContext): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/subscrptions/add',
    headers: ctx.sessions.customerA.headers,
    payload: [await nextSlot(ctx, 5)],
  });
  if (res.statusCode !== 200) throw new Error(`fixture abo: ${res.statusCode} ${res.body}`);
  ctx.fixtures.subscriptionId = res.json<{ rows: { id: string }[] }>().rows[0]!.id;
}

/** A special price made by the admin of org X (fixtures.dynamicSlotId). */
async function dynamicSlotOfOrgX(ctx: AccessContext): Promise<void> {
  const slot = await nextSlot(ctx, 6);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/dynamic-slots',
    headers: ctx.sessions.admin.headers,
    payload: { ...slot, kind: 'special_price', priceCents: 1500 },
  });
  if (res.statusCode !== 201) throw new Error(`fixture dynamic slot: ${res.statusCode} ${res.body}`);
  ctx.fixtures.dynamicSlotId = res.json<{ id: string }>().id;
}

const eventPayload = (_ctx: AccessContext, actor: Actor) => ({
  slug: `access-${actor.toLowerCase()}-${counter++}`,
  title: { de: 'Test', en: 'Test' },
  description: { de: '', en: '' },
  start: zonedInstant(quietDay(15), '18:00', tz).toISOString(),
  end: zonedInstant(quietDay(15), '20:00', tz).toISOString(),
});

/** An unpublished event of organization X, made through the manage API as its admin. */
async function eventOfOrgX(ctx: AccessContext, actor: Actor): Promise<void> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/events/manage',
    headers: ctx.sessions.admin.headers,
    payload: { ...eventPayload(ctx, actor), published: false },
  });
  ctx.fixtures.eventId = res.json().id;
}

export const accessRows: AccessRow[] = [
  {
    name: 'GET /availability (public)',
    method: 'GET',
    url: `/api/v1/availability?date=${quietDay(0)}`,
    expect: everyone(200),
  },
  { name: 'GET /events (public)', method: 'GET', url: '/api/v1/events', expect: everyone(200) },
  { name: 'GET /dynamic-slots (public)', method: 'GET', url: '/api/v1/dynamic-slots', expect: everyone(200) },
  { name: 'GET /bookings', method: 'GET', url: '/api/v1/bookings', expect: { ...everyone(200), anonymous: 401 } },
  {
    name: 'GET /bookings/:id of customer A',
    method: 'GET',
    setup: bookingOfCustomerA,
    url: (ctx) => `/api/v1/bookings/${ctx.fixtures.bookingId}`,
    expect: ownOrStaffX(200),
  },
  {
    name: 'GET /bookings/:id/history of customer A',
    method: 'GET',
    setup: bookingOfCustomerA,
    url: (ctx) => `/api/v1/bookings/${ctx.fixtures.bookingId}/history`,
    expect: ownOrStaffX(200),
  },
  {
    name: 'POST /bookings/:id/cancel of customer A',
    method: 'POST',
    setup: bookingOfCustomerA,
    url: (ctx) => `/api/v1/bookings/${ctx.fixtures.bookingId}/cancel`,
    payload: {},
    expect: ownOrStaffX(200),
  },
  {
    name: 'POST /bookings/:id/check-in of customer A',
    method: 'POST',
    setup: bookingOfCustomerA,
    url: (ctx) => `/api/v1/bookings/${ctx.fixtures.bookingId}/check-in`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: 'PATCH /holds/:id/extend of customer A (only the owner)',
    method: 'PATCH',
    setup: holdOfCustomerA,
    url: (ctx) => `/api/v1/holds/${ctx.fixtures.holdId}/extend`,
    expect: { anonymous: 401, customerA: 200, customerB: 404, staffX: 404, staffY: 404, admin: 404 },
  },
  {
    name: 'DELETE /holds/:id of customer A (only the owner)',
    method: 'DELETE',
    setup: holdOfCustomerA,
    url: (ctx) => `/api/v1/holds/${ctx.fixtures.holdId}`,
    expect: { anonymous: 401, customerA: 200, customerB: 404, staffX: 404, staffY: 404, admin: 404 },
  },
  {
    name: 'GET /subscrptions/:id of customer A',
    method: 'GET',
    setup: aboOfCustomerA,
    url: (ctx) => `/api/v1/subscrptions/${ctx.fixtures.subscriptionId}`,
    expect: ownOrStaffX(200),
  },
  {
    name: 'POST /subscrptions/:id/cancel of customer A (staff)',
    method: 'POST',
    setup: aboOfCustomerA,
    url: (ctx) => `/api/v1/subscrptions/${ctx.fixtures.subscriptionId}/cancel`,
    payload: {},
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: 'POST /dynamic-slots (managers)',
    method: 'POST',
    url: '/api/v1/dynamic-slots',
    setup: async (ctx) => {
      ctx.fixtures.freeSlot = JSON.stringify(await nextSlot(ctx, 7));
    },
    payload: (ctx: AccessContext) => ({
      ...(JSON.parse(ctx.fixtures.freeSlot!) as object),
      kind: 'special_price',
      priceCents: 1500,
    }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: 'DELETE /dynamic-slots/:id of org X',
    method: 'DELETE',
    setup: dynamicSlotOfOrgX,
    url: (ctx) => `/api/v1/dynamic-slots/${ctx.fixtures.dynamicSlotId}`,
    payload: {},
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: 'POST /events/manage (content staff)',
    method: 'POST',
    url: '/api/v1/events/manage',
    payload: eventPayload,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 201 },
  },
  {
    name: 'GET /events/manage/:id (content staff of the organization)',
    method: 'GET',
    setup: eventOfOrgX,
    url: (ctx) => `/api/v1/events/manage/${ctx.fixtures.eventId}`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: 'PATCH /events/manage/:id (content staff of the organization)',
    method: 'PATCH',
    setup: eventOfOrgX,
    url: (ctx) => `/api/v1/events/manage/${ctx.fixtures.eventId}`,
    payload: { published: false },
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 200 },
  },
  {
    name: 'DELETE /events/manage/:id (content staff of the organization)',
    method: 'DELETE',
    setup: eventOfOrgX,
    url: (ctx) => `/api/v1/events/manage/${ctx.fixtures.eventId}`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 403, staffY: 403, admin: 204 },
  },
];
