import { describe, expect, it } from 'vitest';
import type { BookingDto } from '@courtside/core/booking-schemas';
import { cancelStateOf, groupBookings, nextGame, offersCalendar } from './group-bookings';

const now = Date.parse('2026-11-27T10:00:00Z');
let n = 0;
const booking = (start: string, status: BookingDto['status'], extra: Partial<BookingDto> = {}): BookingDto => ({
  id: `b${++n}`,
  organizationId: 'o',
  resourceId: 'r',
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  type: 'normal',
  status,
  places: 1,
  priceCents: 2800,
  userId: 'u',
  guestContact: null,
  orderId: null,
  subscriptionId: null,
  sessionId: null,
  expiresAt: null,
  extensions: 0,
  createdBy: null,
  checkedInAt: null,
  noShow: false,
  cancelledAt: null,
  cancelReason: null,
  createdAt: '2026-11-01T00:00:00Z',
  ...extra,
});

describe('groupBookings', () => {
  it('puts a cancelled future booking under cancelled, not past, and sorts each group', () => {
    const later = booking('2026-12-05T17:00:00Z', 'upcoming');
    const soon = booking('2026-11-28T17:00:00Z', 'upcoming');
    const played = booking('2026-11-20T17:00:00Z', 'completed');
    const older = booking('2026-11-10T17:00:00Z', 'completed');
    const cancelledFuture = booking('2026-12-01T17:00:00Z', 'cancelled');
    const cancelledPast = booking('2026-11-02T17:00:00Z', 'cancelled');
    const hold = booking('2026-11-29T17:00:00Z', 'reserved');
    const groups = groupBookings([later, played, cancelledPast, soon, hold, older, cancelledFuture], now);
    expect(groups.upcoming.map((b) => b.id)).toEqual([soon.id, later.id]);
    expect(groups.past.map((b) => b.id)).toEqual([played.id, older.id]);
    expect(groups.cancelled.map((b) => b.id)).toEqual([cancelledFuture.id, cancelledPast.id]);
  });

  it('moves an upcoming booking that has ended to past', () => {
    const ended = booking('2026-11-27T08:00:00Z', 'upcoming');
    expect(groupBookings([ended], now).past).toEqual([ended]);
  });
});

describe('cancelStateOf', () => {
  it('offers Cancel only where the API allows it, and says why not past the deadline', () => {
    const open = booking('2026-12-05T17:00:00Z', 'upcoming', { cancellable: true });
    const late = booking('2026-11-27T17:00:00Z', 'upcoming', {
      cancellable: false,
      cancelDeadline: '2026-11-26T17:00:00Z',
    });
    expect(cancelStateOf(open, 'upcoming')).toEqual({ kind: 'cancel' });
    expect(cancelStateOf(late, 'upcoming')).toEqual({ kind: 'closed', deadline: '2026-11-26T17:00:00Z' });
    expect(cancelStateOf(booking('2026-11-20T17:00:00Z', 'completed'), 'past')).toEqual({ kind: 'none' });
    expect(cancelStateOf(booking('2026-12-01T17:00:00Z', 'cancelled'), 'cancelled')).toEqual({ kind: 'none' });
  });

  it('offers Add to calendar on upcoming games only', () => {
    expect(offersCalendar('upcoming')).toBe(true);
    expect(offersCalendar('past')).toBe(false);
    expect(offersCalendar('cancelled')).toBe(false);
  });
});

describe('nextGame', () => {
  it('is the soonest confirmed upcoming booking, or none', () => {
    const a = booking('2026-12-05T17:00:00Z', 'upcoming');
    const b = booking('2026-11-28T17:00:00Z', 'upcoming');
    const c = booking('2026-11-27T12:00:00Z', 'cancelled');
    expect(nextGame([a, b, c], now)?.id).toBe(b.id);
    expect(nextGame([c], now)).toBeUndefined();
  });
});
