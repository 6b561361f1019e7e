// Rentals taken with a court booking (docs/product/shop.md#rentals): one row per booking and
// rental product. The row is the cart line while the booking is held and the order line once it is
// ordered (its frozen amounts below). Its time is the booking's (joined, never copied), so it
// expires, is cancelled and moves with its booking.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './booking';
import { orders } from './checkout';
import { createdAt, orgId, updatedAt } from './columns';
import { products } from './shop';

export const bookingRentals = pgTable(
  'booking_rentals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Gross cents of one unit for this booking (per hour: the hourly price × the booking's hours). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    /** Set when the booking is checked out: the order the amounts below belong to. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Place among the order's priced lines. */
    position: integer('position'),
    /** The name in the order's language, frozen with the order. */
    productName: text('product_name'),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    grossCents: integer('gross_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('booking_rentals_booking_product_unique').on(t.bookingId, t.productId),
    index('booking_rentals_product_idx').on(t.productId),
    index('booking_rentals_order_idx').on(t.orderId),
    index('booking_rentals_org_idx').on(t.organizationId),
    check('booking_rentals_quantity_positive', sql`${t.quantity} >= 1`),
    check('booking_rentals_price_not_negative', sql`${t.unitPriceCents} >= 0`),
    check('booking_rentals_vat_rate', sql`${t.vatBasisPoints} IN (1900, 700)`),
    check('booking_rentals_refund_in_range', sql`${t.refundedCents} >= 0 AND ${t.refundedCents} <= ${t.grossCents}`),
  ],
);
