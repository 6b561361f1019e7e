// Access rows for /api/v1/staff (see test/access-matrix.ts): desk actions are staff-only and
// never reach another organization's bookings.
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { AccessContext, AccessRow, Actor } from '../auth';

let slot = 0;
const day = addDays(localDate(new Date(), 'Europe/Berlin'), 24);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

/** A fresh paid booking of organization X per actor (a free hour on a day far ahead). */
async function freshBooking(ctx: AccessContext, actor: Actor): Promise<void> {
  const courts = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard/calendar?from=${day}`,
    headers: ctx.sessions.admin.headers,
  });
  const n = slot++;
  const list = courts.json<{ resources: { id: string }[] }>().resources;
  // Ten hours a court, then the next court: every row gets a free slot.
  const courtId = list[(1 + Math.floor(n / 10)) % list.length]!.id;
  const hour = 10 + (n % 10);
  const start = at(`${hour}:00`);
  const end = at(`${hour + 1}:00`);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/bookings',
    headers: ctx.sessions.admin.headers,
    payload: {
      contact: { name: `Row ${actor}`, email: 'row@example.net' },
      paymentMethod: 'cash',
      items: [{ resourceId: courtId, start, end }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`fixture booking: ${res.statusCode} ${res.body}`);
  ctx.fixtures.staffBookingId = res.json<{ bookingIds: string[] }>().bookingIds[0]!;
}

let sessionSlot = 0;
const sessionDay = addDays(day, 1);

/**
 * A fresh come-together session of organization X per actor: the first free two hours on a court
 * (abos and other rows book that day too). The row moves it half an hour later inside its own
 * window, which is always free.
 */
async function freshSession(ctx: AccessContext): Promise<void> {
  const courts = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard/calendar?from=${sessionDay}`,
    headers: ctx.sessions.admin.headers,
  });
  const list = courts.json<{ resources: { id: string }[] }>().resources;
  const n = sessionSlot++;
  for (let i = 0; i < list.length * 4; i++) {
    const courtId = list[(n + i) % list.length]!.id;
    const hour = 10 + 2 * (Math.floor(i / list.length) % 4);
    const start = zonedInstant(sessionDay, `${String(hour).padStart(2, '0')}:00`, 'Europe/Berlin');
    const end = new Date(start.getTime() + 2 * 3_600_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dynamic-slots',
      headers: ctx.sessions.admin.headers,
      payload: {
        resourceId: courtId,
        kind: 'come_together',
        start: start.toISOString(),
        end: end.toISOString(),
        capacity: 8,
        priceCents: 900,
      },
    });
    if (res.statusCode === 409) continue;
    if (res.statusCode !== 201) throw new Error(`fixture session: ${res.statusCode} ${res.body}`);
    ctx.fixtures.staffSessionId = res.json<{ id: string }>().id;
    ctx.fixtures.staffSessionStart = new Date(start.getTime() + 30 * 60_000).toISOString();
    ctx.fixtures.staffSessionEnd = end.toISOString();
    return;
  }
  throw new Error('fixture session: no free two hours');
}

const desk = { anonymous: 401, customerA: 403, customerB: 403 };

/** A court of organization X for the quote row. */
async function firstCourt(ctx: AccessContext): Promise<void> {
  const courts = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard/calendar?from=${day}`,
    headers: ctx.sessions.admin.headers,
  });
  ctx.fixtures.staffCourtId = courts.json<{ resources: { id: string }[] }>().resources[0]!.id;
}

export const accessRows: AccessRow[] = [
  {
    name: '/staff/bookings/quote on a court of X',
    method: 'POST',
    setup: firstCourt,
    url: '/api/v1/staff/bookings/quote',
    payload: (ctx) => ({
      paymentMethod: 'cash',
      items: [{ resourceId: ctx.fixtures.staffCourtId, start: at('12:00'), end: at('13:00') }],
    }),
    expect: { ...desk, staffX: [200, 409], staffY: [404, 409, 422], admin: [200, 409] },
  },
  {
    name: '/staff/customers create',
    method: 'POST',
    url: '/api/v1/staff/customers',
    payload: (_ctx, actor) => ({ name: `Desk ${actor}`, email: `desk-${actor}@example.net` }),
    expect: { ...desk, staffX: 201, staffY: 201, admin: 201 },
  },
  {
    name: '/staff/customers trying to make an admin (mass assignment)',
    method: 'POST',
    url: '/api/v1/staff/customers',
    payload: (_ctx, actor) => ({ name: `Desk ${actor}`, email: `desk2-${actor}@example.net`, role: 'admin' }),
    expect: { ...desk, staffX: 201, staffY: 201, admin: 201 },
  },
  {
    name: '/staff/bookings/:id/check-in of X',
    method: 'POST',
    setup: freshBooking,
    url: (ctx) => `/api/v1/staff/bookings/${ctx.fixtures.staffBookingId}/check-in`,
    expect: { ...desk, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/staff/bookings/:id/move of X',
    method: 'POST',
    setup: freshBooking,
    url: (ctx) => `/api/v1/staff/bookings/${ctx.fixtures.staffBookingId}/move`,
    payload: { start: at('07:00') },
    expect: { ...desk, staffX: [200, 409, 422], staffY: 404, admin: [200, 409, 422] },
  },
  {
    name: '/staff/sessions/:id/move of X',
    method: 'POST',
    setup: freshSession,
    url: (ctx) => `/api/v1/staff/sessions/${ctx.fixtures.staffSessionId}/move`,
    payload: (ctx) => ({ start: ctx.fixtures.staffSessionStart, end: ctx.fixtures.staffSessionEnd }),
    expect: { ...desk, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/staff/bookings/:id/cancel of X',
    method: 'POST',
    setup: freshBooking,
    url: (ctx) => `/api/v1/staff/bookings/${ctx.fixtures.staffBookingId}/cancel`,
    payload: { refund: 'none' },
    expect: { ...desk, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/staff/bookings/:id/no-show unknown id',
    method: 'POST',
    url: '/api/v1/staff/bookings/00000000-0000-4000-8000-000000000000/no-show',
    expect: { ...desk, staffX: 404, staffY: 404, admin: 404 },
  },
];
