// Access rows for rentals (test/access-matrix.ts): a cart booking's rentals are its cart
// owner's only (anyone else's booking is a 404, guests included); staff read a booking's rentals
// and the day's hand-out list of their own venue (another venue's booking is a 404).
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../src/db/schema/booking';
import type { AccessContext, AccessRow } from '../auth';
import { rentalProduct } from '../fakes/rental-fixtures';

const everyone = { anonymous: 200, customerA: 200, customerB: 200, staffX: 200, staffY: 200, admin: 200 };
const noneOfTheirs = { anonymous: 404, customerA: 404, customerB: 404, staffX: 404, staffY: 404, admin: 404 };
const staffOnly = { anonymous: 401, customerA: 403, customerB: 403 };

/** A booking of organization X (the demo's) and a rental product of X. */
async function bookingOfX(ctx: AccessContext): Promise<void> {
  const [row] = await ctx.app.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.organizationId, ctx.orgs.x), eq(bookings.status, 'upcoming')))
    .limit(1);
  if (!row) throw new Error('fixture: organization X has no upcoming booking');
  ctx.fixtures.rentalBookingId = row.id;
  ctx.fixtures.rentalProductId ??= await rentalProduct(ctx.app, ctx.orgs.x, {
    unit: 'booking',
    count: 3,
    priceCents: 300,
  });
}

export const accessRows: AccessRow[] = [
  { name: '/cart/rentals', method: 'GET', url: '/api/v1/cart/rentals', expect: everyone },
  {
    name: '/cart/bookings/:id/rentals of a booking in nobody’s cart',
    method: 'GET',
    setup: bookingOfX,
    url: (ctx) => `/api/v1/cart/bookings/${ctx.fixtures.rentalBookingId}/rentals`,
    expect: noneOfTheirs,
  },
  {
    name: '/cart/bookings/:id/rentals/:productId set on a booking in nobody’s cart',
    method: 'PUT',
    setup: bookingOfX,
    url: (ctx) => `/api/v1/cart/bookings/${ctx.fixtures.rentalBookingId}/rentals/${ctx.fixtures.rentalProductId}`,
    payload: { quantity: 1 },
    expect: noneOfTheirs,
  },
  {
    name: '/cart/bookings/:id/rentals/:productId remove on a booking in nobody’s cart',
    method: 'DELETE',
    setup: bookingOfX,
    url: (ctx) => `/api/v1/cart/bookings/${ctx.fixtures.rentalBookingId}/rentals/${ctx.fixtures.rentalProductId}`,
    expect: noneOfTheirs,
  },
  {
    name: '/staff/bookings/:id/rentals of X',
    method: 'GET',
    setup: bookingOfX,
    url: (ctx) => `/api/v1/staff/bookings/${ctx.fixtures.rentalBookingId}/rentals`,
    expect: { ...staffOnly, staffX: 200, staffY: 404, admin: 200 },
  },
  {
    name: '/staff/rentals/hand-out',
    method: 'GET',
    url: '/api/v1/staff/rentals/hand-out',
    expect: { ...staffOnly, staffX: 200, staffY: 200, admin: 200 },
  },
];
