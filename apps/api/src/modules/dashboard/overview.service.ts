// "Today at the venue": occupancy by court, next arrivals, today's revenue, unpaid or
// expiring items and come-together sessions at risk of being cancelled for too few players.
import type { Overview } from '@courtside/core/dashboard-schemas';
import { holdsCourt, isLive } from '@courtside/core/slots/occupancy';
import { dayBounds, localDate } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dashboardRepository } from './dashboard.repository';
import { staffBookingRow } from './staff-booking.dto';
import { staffBookingsRepository } from './staff-bookings.repository';
import { timeZoneOf } from './staff-bookings.service';
import { loadVenueSnapshot, resourceDay, scopeForDates } from '../booking';

const overlapMinutes = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  Math.max(0, Math.min(a.end.getTime(), b.end.getTime()) - Math.max(a.start.getTime(), b.start.getTime())) / 60_000;

/** Sessions this far ahead are watched for their minimum of players (docs/product.md#come-together: decided 6 h before). */
const SESSION_WATCH_HOURS = 48;

export async function overviewOf(
  db: DbOrTx,
  organizationId: string,
  date: string | undefined,
  now = new Date(),
): Promise<Overview> {
  const timeZone = await timeZoneOf(db, organizationId);
  const day = date ?? localDate(now, timeZone);
  const bounds = dayBounds(day, timeZone);
  const snapshot = await loadVenueSnapshot(db, scopeForDates(organizationId, day, day));
  if (!snapshot) throw new AppError('NOT_FOUND', 'Organization not found');

  const occupancy = snapshot.resources
    .filter((r) => r.active)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((r) => {
      const open = resourceDay(snapshot, r, day).slots.filter((s) => s.kind !== 'blocked');
      const held = snapshot.bookings.filter((b) => b.resourceId === r.id && holdsCourt(b) && isLive(b, now));
      const bookedMinutes = held.reduce(
        (sum, b) => sum + open.reduce((m, s) => m + overlapMinutes({ start: b.start, end: b.end }, s), 0),
        0,
      );
      return {
        resourceId: r.id,
        resourceName: r.name,
        openMinutes: Math.round(open.reduce((sum, s) => sum + overlapMinutes(s, bounds), 0)),
        bookedMinutes: Math.round(bookedMinutes),
        bookings: held.filter((b) => overlapMinutes({ start: b.start, end: b.end }, bounds) > 0).length,
      };
    });

  // Arrivals: paid bookings of the day not yet over, from a quarter of an hour ago on.
  const isToday = day === localDate(now, timeZone);
  const arrivalsFrom = isToday ? new Date(Math.max(bounds.start.getTime(), now.getTime() - 15 * 60_000)) : bounds.start;
  const arrivals = await staffBookingsRepository.list(
    db,
    { organizationId, status: ['upcoming'], from: arrivalsFrom, to: bounds.end },
    { sort: 'start', order: 'asc', limit: 12, offset: 0 },
  );

  const revenue = await dashboardRepository.revenue(db, organizationId, bounds.start, bounds.end);
  const holds = await dashboardRepository.openHolds(db, organizationId, now, 10);
  const pending = await dashboardRepository.pendingPayments(db, organizationId, 10);
  const sessions = await dashboardRepository.sessions(
    db,
    organizationId,
    now,
    new Date(now.getTime() + SESSION_WATCH_HOURS * 3_600_000),
  );
  const defaultMin = snapshot.settings.comeTogether.minPlayers;

  return {
    date: day,
    timeZone,
    occupancy,
    arrivals: arrivals.rows.map(staffBookingRow),
    revenue: {
      totalCents: revenue.byMethod.reduce((s, r) => s + r.amountCents, 0),
      byMethod: revenue.byMethod,
      refundedCents: revenue.refundedCents,
    },
    unpaid: [
      ...pending.map((p) => ({
        kind: p.provider === 'bank_transfer' ? ('bank_transfer' as const) : ('payment' as const),
        bookingId: null,
        orderId: p.orderId,
        label: p.customer.name,
        amountCents: p.amountCents,
        expiresAt: p.holdExpiresAt ? p.holdExpiresAt.toISOString() : null,
      })),
      ...holds.map((h) => ({
        kind: 'hold' as const,
        bookingId: h.id,
        orderId: h.orderId,
        label: `${h.resourceName} · ${h.startsAt.toISOString()}`,
        amountCents: h.priceCents,
        expiresAt: h.expiresAt ? h.expiresAt.toISOString() : null,
      })),
    ],
    sessionsAtRisk: sessions
      .filter((s) => Number(s.taken) < (s.minPlayers ?? defaultMin))
      .map((s) => ({
        sessionId: s.id,
        resourceName: s.resourceName,
        title: s.title,
        start: s.startsAt.toISOString(),
        end: s.endsAt.toISOString(),
        taken: Number(s.taken),
        minPlayers: s.minPlayers ?? defaultMin,
        capacity: s.capacity ?? 0,
      })),
  };
}
