// Rentals with a court booking (docs/product/shop.md#rentals). Every change of a product's rentals
// runs under that product's row lock: lock, count what is in use at the booking's time, then write,
// in one transaction — so at no moment are more units rented than the venue has
// (docs/product/shop.md#rental-count).
import { localized } from '@courtside/core/shop';
import { peakRentalMoment, peakRentalUse, rentalUnitPrice } from '@courtside/core/rentals';
import type { BookingRentalDto, RentalOfferDto } from '@courtside/core/rentals';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { cartRepository } from '../checkout';
import type { CartOwnerKey } from '../checkout';
import { assertShopEnabled } from '../shop';
import { rentalRepository } from './rental.repository';
import type { RentalLine, RentalProductRow } from './rental.repository';

interface HeldBooking {
  bookingId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
}

/** The owner's cart booking, or 404 (another cart's booking is not found). */
async function cartBooking(db: DbOrTx, owner: CartOwnerKey, bookingId: string, now: Date): Promise<HeldBooking> {
  const cart = owner.userId || owner.guestToken ? await cartRepository.find(db, owner) : undefined;
  const item = cart ? (await cartRepository.items(db, cart.id)).find((i) => i.bookingId === bookingId) : undefined;
  if (!item) throw notFound('Booking');
  if (!['reserved', 'pending'].includes(item.bookingStatus) || (item.holdExpiresAt && item.holdExpiresAt <= now))
    throw new AppError('HOLD_EXPIRED', 'The hold of this court ran out: add the court again');
  // docs/product/shop.md#rentals: rentals come with a court booked for the group, not a place in a session.
  if (item.bookingType !== 'normal')
    throw new AppError('BAD_REQUEST', 'Rentals are added to a court booking only', { reason: 'booking_type' });
  return { bookingId, startsAt: item.startsAt, endsAt: item.endsAt, status: item.bookingStatus };
}

/** Units of the product still free over the booking's time, its own rental left out. */
export async function freeUnits(
  db: DbOrTx,
  product: RentalProductRow,
  booking: HeldBooking,
  now: Date,
): Promise<number> {
  const uses = await rentalRepository.usesOverlapping(db, [product.id], {
    from: booking.startsAt,
    to: booking.endsAt,
    now,
    exceptBookingId: booking.bookingId,
  });
  return Math.max(0, (product.rentalCount ?? 0) - peakRentalUse(uses, booking.startsAt, booking.endsAt));
}

export function rentalToDto(r: RentalLine, language?: string): BookingRentalDto {
  return {
    id: r.id,
    bookingId: r.bookingId,
    productId: r.productId,
    name: r.productName ?? localized(r.name, language),
    rentalUnit: r.rentalUnit,
    quantity: r.quantity,
    unitPrice: r.unitPriceCents,
    subTotalPrice: r.unitPriceCents * r.quantity,
    vatPercent: r.vatBasisPoints / 100,
    orderId: r.orderId,
    refundedCents: r.refundedCents,
  };
}

/** The rentals offered for a cart booking: published, with units free at its time (or taken by it). */
export async function rentalOffers(
  db: DbOrTx,
  owner: CartOwnerKey,
  bookingId: string,
  options: { now: Date; language?: string },
): Promise<RentalOfferDto[]> {
  const booking = await cartBooking(db, owner, bookingId, options.now);
  const own = await rentalRepository.ofBooking(db, bookingId);
  const out: RentalOfferDto[] = [];
  for (const p of await rentalRepository.publishedRentals(db, owner.organizationId)) {
    const quantity = own.find((r) => r.productId === p.id)?.quantity ?? 0;
    const free = await freeUnits(db, p, booking, options.now);
    if (free <= 0 && quantity === 0) continue;
    out.push({
      productId: p.id,
      name: localized(p.name, options.language),
      description: localized(p.description, options.language),
      image: p.images[0] ?? null,
      rentalUnit: p.rentalUnit === 'hour' ? 'hour' : 'booking',
      price: p.priceCents,
      unitPrice: rentalUnitPrice(p, booking.startsAt, booking.endsAt),
      vatPercent: p.vatBasisPoints / 100,
      quantity,
      maxQuantity: Math.min(50, free),
    });
  }
  return out;
}

/**
 * Sets how many units of a rental a held cart booking takes (0 removes it). Locks the cart (its
 * checkout waits), then the product row; counts the units in use at the booking's time; writes.
 */
export async function setCartRental(
  tx: DbOrTx,
  owner: CartOwnerKey,
  input: { bookingId: string; productId: string; quantity: number; now: Date },
): Promise<'added' | 'changed' | 'removed' | 'unchanged'> {
  const cart = owner.userId || owner.guestToken ? await cartRepository.find(tx, owner) : undefined;
  if (!cart) throw notFound('Booking');
  await cartRepository.lock(tx, cart.id);
  const booking = await cartBooking(tx, owner, input.bookingId, input.now);
  if (booking.status === 'pending')
    throw new AppError('CONFLICT', 'This booking is being paid for and cannot change now');
  const product = await rentalRepository.lockProduct(tx, owner.organizationId, input.productId);
  const existing = (await rentalRepository.ofBooking(tx, input.bookingId)).find((r) => r.productId === input.productId);
  if (input.quantity === 0) {
    if (!existing) return 'unchanged';
    await rentalRepository.remove(tx, existing.id);
    return 'removed';
  }
  if (!product || !product.rental || product.status !== 'published') throw notFound('Rental');
  await assertShopEnabled(tx, owner.organizationId);
  if (existing?.quantity === input.quantity) return 'unchanged';
  const free = await freeUnits(tx, product, booking, input.now);
  if (input.quantity > free)
    throw new AppError(
      'OUT_OF_STOCK',
      free === 0
        ? `${localized(product.name, 'en')} is not free at this time`
        : `Only ${free} × ${localized(product.name, 'en')} free at this time`,
      { productId: product.id, free },
    );
  if (existing) {
    await rentalRepository.update(tx, existing.id, { quantity: input.quantity });
    return 'changed';
  }
  await rentalRepository.insert(tx, {
    organizationId: owner.organizationId,
    bookingId: input.bookingId,
    productId: product.id,
    quantity: input.quantity,
    unitPriceCents: rentalUnitPrice(product, booking.startsAt, booking.endsAt),
    vatBasisPoints: product.vatBasisPoints,
  });
  return 'added';
}

/**
 * Checks that the rentals of these bookings still fit at the bookings' (new) times: after a staff
 * move, or when a payment confirms a booking whose hold had run out. Products are locked in id
 * order; a rental that no longer fits is 409 OUT_OF_STOCK and the caller's transaction rolls back
 * (docs/product/shop.md#rentals-follow-the-booking).
 */
export async function assertRentalsFit(
  tx: DbOrTx,
  organizationId: string,
  bookingIds: readonly string[],
  now: Date,
): Promise<void> {
  const lines = (await Promise.all(bookingIds.map((id) => rentalRepository.ofBooking(tx, id)))).flat();
  const productIds = [...new Set(lines.map((l) => l.productId))].sort();
  for (const productId of productIds) {
    const product = await rentalRepository.lockProduct(tx, organizationId, productId);
    for (const line of lines.filter((l) => l.productId === productId)) {
      const free = await freeUnits(
        tx,
        product!,
        { bookingId: line.bookingId, startsAt: line.startsAt, endsAt: line.endsAt, status: line.bookingStatus },
        now,
      );
      if (line.quantity > free)
        throw new AppError(
          'OUT_OF_STOCK',
          `${localized(product!.name, 'en')}: only ${free} of the ${line.quantity} rented unit(s) are free at that time`,
          { productId, bookingId: line.bookingId, free },
        );
    }
  }
}

export async function rentalsOfBooking(db: DbOrTx, bookingId: string): Promise<RentalLine[]> {
  return rentalRepository.ofBooking(db, bookingId);
}

// Far enough ahead to cover every booking a venue can take.
const horizonMs = 20 * 366 * 24 * 3600_000;

/**
 * Staff lower a rental's count: refused (409) when more units are rented at some moment from now on
 * than the new count (docs/product/shop.md#rental-count). Runs after the product's row lock was taken
 * in the same transaction, so no rental is added meanwhile; counts as the cart does.
 */
export async function assertRentalCountCovers(
  db: DbOrTx,
  product: { id: string; rental: boolean; rentalCount: number | null },
  timeZone: string,
  now: Date,
): Promise<void> {
  if (!product.rental || product.rentalCount === null) return;
  const to = new Date(now.getTime() + horizonMs);
  const uses = await rentalRepository.usesOverlapping(db, [product.id], { from: now, to, now });
  const peak = peakRentalMoment(uses, now, to);
  if (peak.units <= product.rentalCount || !peak.at) return;
  const when = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(peak.at);
  throw new AppError(
    'CONFLICT',
    `${peak.units} unit(s) are rented on ${when} (${timeZone}): the count cannot go below ${peak.units}`,
    { field: 'rentalCount', reason: 'rented', rented: peak.units, at: peak.at.toISOString() },
  );
}
