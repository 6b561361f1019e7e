// The desk's view of rentals (docs/product/shop.md#hand-out): the day's list of what to hand out to
// which court at what time, and a booking's rentals on the staff booking detail.
import { localized } from '@courtside/core/shop';
import { dayBounds, localDate } from '@courtside/core/slots/time';
import type { BookingRentalDto, HandOutRowDto } from '@courtside/core/rentals';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { bookingRepository } from '../booking';
import { organizationRepository } from '../organization';
import { rentalRepository } from './rental.repository';
import { rentalToDto } from './rental.service';

/** The confirmed bookings of the venue's day (its time zone) with their rentals, by start time. */
export async function handOutList(
  db: DbOrTx,
  organizationId: string,
  options: { date?: string; now: Date; language?: string },
): Promise<{ date: string; rows: HandOutRowDto[] }> {
  const org = await organizationRepository.findById(db, organizationId);
  if (!org) throw notFound('Organization');
  const date = options.date ?? localDate(options.now, org.timezone);
  const { start, end } = dayBounds(date, org.timezone);
  const rows = await rentalRepository.handOut(db, organizationId, { from: start, to: end });
  return {
    date,
    rows: rows.map((r) => ({
      bookingId: r.bookingId,
      resourceId: r.resourceId,
      resourceName: r.resourceName,
      start: r.startsAt.toISOString(),
      end: r.endsAt.toISOString(),
      bookingStatus: r.bookingStatus,
      customerName: r.guestContact?.name ?? r.userName ?? null,
      productId: r.productId,
      name: localized(r.name, options.language),
      quantity: r.quantity,
    })),
  };
}

/** A booking's rentals for staff; another venue's booking is not found. */
export async function bookingRentalsForStaff(
  db: DbOrTx,
  organizationId: string,
  bookingId: string,
  language?: string,
): Promise<BookingRentalDto[]> {
  const booking = await bookingRepository.findById(db, bookingId);
  if (!booking || booking.organizationId !== organizationId) throw notFound('Booking');
  return (await rentalRepository.ofBooking(db, bookingId)).map((r) => rentalToDto(r, language));
}
