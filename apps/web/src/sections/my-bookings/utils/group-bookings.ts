// How "My bookings" sorts a customer's bookings and what each card may offer
// (docs/product.md#cancellation): pure, so the rules are tested without a browser.
import type { BookingDto } from '@courtside/core/booking-schemas';

export type BookingGroup = 'upcoming' | 'past' | 'cancelled';
export const bookingGroups: BookingGroup[] = ['upcoming', 'past', 'cancelled'];

/** Upcoming (soonest first), past (latest first) and cancelled (latest first); holds still in the cart are left out. */
export function groupBookings(rows: BookingDto[], now: number): Record<BookingGroup, BookingDto[]> {
  const shown = rows.filter((b) => b.status !== 'reserved');
  const isUpcoming = (b: BookingDto) => (b.status === 'upcoming' || b.status === 'pending') && Date.parse(b.end) > now;
  const latestFirst = (a: BookingDto, b: BookingDto) => b.start.localeCompare(a.start);
  return {
    upcoming: shown.filter(isUpcoming).sort((a, b) => a.start.localeCompare(b.start)),
    past: shown.filter((b) => b.status !== 'cancelled' && !isUpcoming(b)).sort(latestFirst),
    cancelled: shown.filter((b) => b.status === 'cancelled').sort(latestFirst),
  };
}

/**
 * What an upcoming card says about cancelling: the Cancel button when the API says the customer may
 * (its `cancellable`, the rule POST /cancel enforces), otherwise why not: the online deadline has
 * passed (with the moment, when known). Past and cancelled bookings say nothing.
 */
export type CancelState = { kind: 'cancel' } | { kind: 'closed'; deadline: string | null } | { kind: 'none' };

export function cancelStateOf(b: BookingDto, group: BookingGroup): CancelState {
  if (group !== 'upcoming' || b.status !== 'upcoming') return { kind: 'none' };
  if (b.cancellable ?? true) return { kind: 'cancel' };
  return { kind: 'closed', deadline: b.cancelDeadline ?? null };
}

/** Only games still to come go into a calendar. */
export const offersCalendar = (group: BookingGroup) => group === 'upcoming';

/** The customer's next game: the soonest upcoming booking that has not ended. */
export function nextGame(rows: BookingDto[], now: number): BookingDto | undefined {
  return groupBookings(rows, now).upcoming.find((b) => b.status === 'upcoming');
}
