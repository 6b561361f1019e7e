// Rentals with a court booking (docs/product/shop.md#rentals): the price of one unit for a booking
// and the peak of units in use over a time range, plus the contracts of the rental endpoints.
import { z } from 'zod';
import { rentalUnits } from './shop';
import type { RentalUnit } from './shop';

const cents = z.number().int();

/**
 * Gross cents of one unit for a booking (docs/product/shop.md#rental-price): per booking the
 * product's price; per hour the hourly price × the booking's length, rounded to the cent.
 */
export function rentalUnitPrice(
  product: { priceCents: number; rentalUnit: RentalUnit | null },
  startsAt: Date,
  endsAt: Date,
): number {
  if (product.rentalUnit !== 'hour') return product.priceCents;
  const minutes = Math.max(0, Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000));
  return Math.round((product.priceCents * minutes) / 60);
}

export interface RentalUse {
  startsAt: Date;
  endsAt: Date;
  quantity: number;
}

/**
 * The most units in use at any one moment of [from, to) (docs/product/shop.md#rental-count).
 * Ranges are half-open: a rental ending at 18:00 and one starting at 18:00 never meet.
 */
export function peakRentalUse(uses: readonly RentalUse[], from: Date, to: Date): number {
  return peakRentalMoment(uses, from, to).units;
}

/** The peak of units in use over [from, to) and the first moment it is reached (null when none). */
export function peakRentalMoment(uses: readonly RentalUse[], from: Date, to: Date): { units: number; at: Date | null } {
  const inside = uses.filter((u) => u.startsAt < to && u.endsAt > from);
  const points = [from, ...inside.map((u) => u.startsAt).filter((s) => s > from)].sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  let peak = { units: 0, at: null as Date | null };
  for (const p of points) {
    const used = inside.filter((u) => u.startsAt <= p && u.endsAt > p).reduce((s, u) => s + u.quantity, 0);
    if (used > peak.units) peak = { units: used, at: p };
  }
  return peak;
}

export const rentalQuantitySchema = z.object({
  quantity: z.number().int().min(0).max(50).describe('units for this booking; 0 removes the rental'),
});

export const rentalOfferSchema = z.object({
  productId: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  rentalUnit: z.enum(rentalUnits),
  /** The product's price: per booking, or per hour. */
  price: cents,
  /** One unit for this booking (per hour: × the booking's hours). */
  unitPrice: cents,
  vatPercent: z.number(),
  /** Units taken by this booking now. */
  quantity: z.number().int(),
  /** Units this booking could have at most (its own plus what is still free at its time). */
  maxQuantity: z.number().int(),
});
export type RentalOfferDto = z.infer<typeof rentalOfferSchema>;

export const rentalOffersAnswerSchema = z.object({ rows: z.array(rentalOfferSchema), count: z.number().int() });

export const bookingRentalSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid(),
  productId: z.string().uuid(),
  name: z.string(),
  rentalUnit: z.enum(rentalUnits),
  quantity: z.number().int(),
  unitPrice: cents,
  subTotalPrice: cents,
  vatPercent: z.number(),
  orderId: z.string().uuid().nullable(),
  refundedCents: cents,
});
export type BookingRentalDto = z.infer<typeof bookingRentalSchema>;

export const bookingRentalsAnswerSchema = z.object({ rows: z.array(bookingRentalSchema), count: z.number().int() });

export const handOutQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .optional()
    .describe('a day in the venue time zone; today when left out'),
});

export const handOutRowSchema = z.object({
  bookingId: z.string().uuid(),
  resourceId: z.string().uuid(),
  resourceName: z.string(),
  start: z.string(),
  end: z.string(),
  bookingStatus: z.string(),
  customerName: z.string().nullable(),
  productId: z.string().uuid(),
  name: z.string(),
  quantity: z.number().int(),
});
export type HandOutRowDto = z.infer<typeof handOutRowSchema>;

export const handOutAnswerSchema = z.object({
  date: z.string(),
  rows: z.array(handOutRowSchema),
  count: z.number().int(),
});

/** A rental on an order: frozen with the order's totals (docs/product/shop.md#rental-money). */
export const orderRentalLineSchema = z.object({
  id: z.string().uuid(),
  bookingId: z.string().uuid(),
  productId: z.string().uuid(),
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: cents,
  vatPercent: z.number(),
  subtotalCents: cents,
  discountCents: cents,
  grossCents: cents,
  vatCents: cents,
  refundedCents: cents,
});
