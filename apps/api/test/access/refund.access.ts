// Access rows for the cancellation quote: the booking's owner or staff of its organization.
import type { AccessRow } from '../auth';
import { bookingFixture } from '../fakes/access-fixtures';

export const accessRows: AccessRow[] = [
  {
    name: '/bookings/{id}/cancellation-quote of customer A',
    method: 'GET',
    url: (ctx) => `/api/v1/bookings/${ctx.fixtures.bookingId}/cancellation-quote`,
    setup: async (ctx) => void (ctx.fixtures.bookingId = await bookingFixture(ctx)),
    expect: { anonymous: 401, customerA: 200, customerB: 404, staffX: 200, staffY: 404, admin: 200 },
  },
];
