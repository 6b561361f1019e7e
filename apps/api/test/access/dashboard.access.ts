// Access rows for /api/v1/dashboard and /api/v1/export (see test/access-matrix.ts). Staff of
// organization Y see only their own organization: a booking id of X answers 404 for them.
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { AccessContext, AccessRow } from '../auth';

// A day three weeks ahead: inside the season, never in the past.
const day = addDays(localDate(new Date(), 'Europe/Berlin'), 23);
const at = (time: string) => zonedInstant(day, time, 'Europe/Berlin').toISOString();

const staffOnly = (status: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: status,
  staffY: status,
  admin: status,
});

/** A booking of organization X (the demo venue), made at the desk by its admin. */
async function bookingOfX(ctx: AccessContext): Promise<void> {
  if (ctx.fixtures.deskBookingId) return;
  const courts = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/dashboard/calendar?from=${day}`,
    headers: ctx.sessions.admin.headers,
  });
  const courtId = courts.json<{ resources: { id: string }[] }>().resources[0]!.id;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/staff/bookings',
    headers: ctx.sessions.admin.headers,
    payload: {
      contact: { name: 'Access Row', email: 'access-row@example.net' },
      paymentMethod: 'cash',
      items: [{ resourceId: courtId, start: at('10:00'), end: at('11:00') }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`fixture booking: ${res.statusCode} ${res.body}`);
  ctx.fixtures.deskBookingId = res.json<{ bookingIds: string[] }>().bookingIds[0]!;
}

export const accessRows: AccessRow[] = [
  { name: '/dashboard/overview', method: 'GET', url: '/api/v1/dashboard/overview', expect: staffOnly(200) },
  {
    name: '/dashboard/bookings',
    method: 'GET',
    url: '/api/v1/dashboard/bookings?status=upcoming&sort=customerName&order=asc',
    expect: staffOnly(200),
  },
  {
    name: '/dashboard/bookings bad filter (validation answers first)',
    method: 'GET',
    url: '/api/v1/dashboard/bookings?status=lost',
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  {
    name: '/dashboard/bookings/:id of organization X',
    method: 'GET',
    setup: bookingOfX,
    url: (ctx) => `/api/v1/dashboard/bookings/${ctx.fixtures.deskBookingId}`,
    expect: { anonymous: 401, customerA: 403, customerB: 403, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/dashboard/calendar',
    method: 'GET',
    url: `/api/v1/dashboard/calendar?from=${day}&days=7`,
    expect: staffOnly(200),
  },
  {
    name: '/dashboard/calendar too many days (validation answers first)',
    method: 'GET',
    url: `/api/v1/dashboard/calendar?from=${day}&days=40`,
    expect: { anonymous: 400, customerA: 400, customerB: 400, staffX: 400, staffY: 400, admin: 400 },
  },
  {
    name: '/dashboard/customers',
    method: 'GET',
    url: '/api/v1/dashboard/customers?search=kund',
    expect: staffOnly(200),
  },
  { name: '/export/bookings csv', method: 'GET', url: '/api/v1/export/bookings?format=csv', expect: staffOnly(200) },
  {
    name: '/export/bookings xlsx',
    method: 'GET',
    url: '/api/v1/export/bookings?format=xlsx&lang=en',
    expect: staffOnly(200),
  },
  { name: '/export/customers', method: 'GET', url: '/api/v1/export/customers?format=csv', expect: staffOnly(200) },
];
