// The desk's view of rentals (docs/product/shop.md#hand-out): the day's list of what to hand out to
// which court at what time, a booking's rentals on the staff booking detail, and rentals taken at
// the desk with a walk-in's booking.
import { localized } from '@courtside/core/shop';
import { dayBounds, localDate } from '@courtside/core/slots/time';
import type { BookingRentalDto, HandOutRowDto } from '@courtside/core/rentals';
import { rentalUnitPrice } from '@courtside/core/rentals';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { bookingRepository } from '../booking';
import { organizationRepository } from '../organization';
import { rentalRepository } from './rental.repository';
import type { RentalLine } from './rental.repository';
import { freeUnits, rentalsOfBooking, rentalToDto } from './rental.service';

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

/**
 * Rentals taken at the desk with a walk-in's court booking, just held in the desk order's
 * transaction (docs/product/shop.md#desk-sales): the same guard as the cart — lock the product,
 * count the units in use at the booking's time, then write — so never more are out than exist.
 */
export async function rentAtDesk(
  tx: DbOrTx,
  organizationId: string,
  booking: { id: string; startsAt: Date; endsAt: Date; status: string; type: string },
  inputs: readonly { productId: string; quantity: number }[],
  now: Date,
): Promise<RentalLine[]> {
  if (!inputs.length) return [];
  if (booking.type !== 'normal')
    throw new AppError('BAD_REQUEST', 'Rentals are added to a court booking only', { reason: 'booking_type' });
  // Products in id order, as every other path locks them (no deadlock between two desks).
  for (const input of [...inputs].sort((a, b) => a.productId.localeCompare(b.productId))) {
    const product = await rentalRepository.lockProduct(tx, organizationId, input.productId);
    if (!product || !product.rental || product.status !== 'published') throw notFound('Rental');
    const held = { bookingId: booking.id, startsAt: booking.startsAt, endsAt: booking.endsAt, status: booking.status };
    const free = await freeUnits(tx, product, held, now);
    if (input.quantity > free)
      throw new AppError(
        'OUT_OF_STOCK',
        free === 0
          ? `${localized(product.name, 'en')} is not free at this time`
          : `Only ${free} × ${localized(product.name, 'en')} free at this time`,
        { productId: product.id, free },
      );
    await rentalRepository.insert(tx, {
      organizationId,
      bookingId: booking.id,
      productId: product.id,
      quantity: input.quantity,
      unitPriceCents: rentalUnitPrice(product, booking.startsAt, booking.endsAt),
      vatBasisPoints: product.vatBasisPoints,
    });
  }
  return rentalsOfBooking(tx, booking.id);
}
