// The only code of the rental module that touches Drizzle (docs/adding-a-module.md). A rental's time
// is its booking's: every query joins the booking, so a rental lives exactly as long as its booking
// holds its court (docs/product/shop.md#rental-count).
import { and, asc, eq, gt, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { bookings } from '../../db/schema/booking';
import { cartItems } from '../../db/schema/checkout';
import { bookingRentals } from '../../db/schema/rentals';
import { products } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { resources } from '../../db/schema/venue';

export type RentalRow = typeof bookingRentals.$inferSelect;
export type RentalProductRow = typeof products.$inferSelect;

/** A rental with its product's name and unit and its booking's time and state. */
export interface RentalLine extends RentalRow {
  name: RentalProductRow['name'];
  rentalUnit: 'booking' | 'hour';
  startsAt: Date;
  endsAt: Date;
  bookingStatus: string;
  resourceId: string;
}

/**
 * A booking that still counts against the rental count: not cancelled, and a hold (reserved or
 * pending) only until it expires (docs/product/shop.md#rental-count).
 */
export const liveBooking = (now: Date) =>
  and(
    ne(bookings.status, 'cancelled'),
    or(
      inArray(bookings.status, ['upcoming', 'completed']),
      sql`${bookings.expiresAt} is null`,
      gt(bookings.expiresAt, now),
    ),
  );

const lineColumns = {
  rental: bookingRentals,
  name: products.name,
  rentalUnit: products.rentalUnit,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  bookingStatus: bookings.status,
  resourceId: bookings.resourceId,
};

type LineSelect = {
  rental: RentalRow;
  name: RentalProductRow['name'];
  rentalUnit: string | null;
  startsAt: Date;
  endsAt: Date;
  bookingStatus: string;
  resourceId: string;
};

const toLine = (r: LineSelect): RentalLine => ({
  ...r.rental,
  name: r.name,
  rentalUnit: r.rentalUnit === 'hour' ? 'hour' : 'booking',
  startsAt: r.startsAt,
  endsAt: r.endsAt,
  bookingStatus: r.bookingStatus,
  resourceId: r.resourceId,
});

/** Rentals with their product and booking, filtered and ordered. */
async function selectLines(db: DbOrTx, where: SQL, orderBy: SQL[]): Promise<RentalLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(bookingRentals)
    .innerJoin(products, eq(products.id, bookingRentals.productId))
    .innerJoin(bookings, eq(bookings.id, bookingRentals.bookingId))
    .where(where)
    .orderBy(...orderBy);
  return rows.map(toLine);
}

/** The same, built once (db/built-once.ts): read on every checkout, rentals or not. */
function linesBuiltOnce(name: string, where: SQL, orderBy: SQL[]) {
  const run = builtOnce(name, (db) =>
    db
      .select(lineColumns)
      .from(bookingRentals)
      .innerJoin(products, eq(products.id, bookingRentals.productId))
      .innerJoin(bookings, eq(bookings.id, bookingRentals.bookingId))
      .where(where)
      .orderBy(...orderBy),
  );
  return async (db: DbOrTx, values: Record<string, unknown>) => (await run(db, values)).map(toLine);
}
const linesOfOrders = linesBuiltOnce(
  'courtside_rental_lines_of_orders',
  sql`${bookingRentals.orderId} = any(${sql.placeholder('orders')}::uuid[])`,
  [asc(bookingRentals.orderId), asc(bookingRentals.position)],
);
const linesOfOrder = linesBuiltOnce(
  'courtside_rental_lines_of_order',
  eq(bookingRentals.orderId, sql.placeholder('order')),
  [asc(bookingRentals.position)],
);
// The rentals of the live court holds of a cart (an expired hold's rentals drop out with it).
const linesOfCart = linesBuiltOnce(
  'courtside_rental_lines_of_cart',
  and(
    sql`exists (select 1 from ${cartItems} where ${cartItems.bookingId} = ${bookingRentals.bookingId} and ${cartItems.cartId} = ${sql.placeholder('cart')})`,
    inArray(bookings.status, ['reserved', 'pending']),
    gt(bookings.expiresAt, sql.placeholder('now')),
  )!,
  [asc(bookings.startsAt), asc(bookingRentals.createdAt)],
);

export const rentalRepository = {
  /** The product row locked until COMMIT: every change of a product's rentals runs one at a time. */
  async lockProduct(db: DbOrTx, organizationId: string, productId: string): Promise<RentalProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.organizationId, organizationId)))
      .for('update');
    return row;
  },
  async publishedRentals(db: DbOrTx, organizationId: string): Promise<RentalProductRow[]> {
    return db
      .select()
      .from(products)
      .where(
        and(eq(products.organizationId, organizationId), eq(products.rental, true), eq(products.status, 'published')),
      )
      .orderBy(asc(products.sortOrder), asc(products.createdAt));
  },
  /** Units of live rentals of the product that meet [from, to), other bookings than `exceptBookingId`. */
  async usesOverlapping(
    db: DbOrTx,
    productIds: readonly string[],
    range: { from: Date; to: Date; now: Date; exceptBookingId?: string },
  ): Promise<{ productId: string; startsAt: Date; endsAt: Date; quantity: number }[]> {
    if (!productIds.length) return [];
    return db
      .select({
        productId: bookingRentals.productId,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        quantity: bookingRentals.quantity,
      })
      .from(bookingRentals)
      .innerJoin(bookings, eq(bookings.id, bookingRentals.bookingId))
      .where(
        and(
          inArray(bookingRentals.productId, [...productIds]),
          lt(bookings.startsAt, range.to),
          gt(bookings.endsAt, range.from),
          liveBooking(range.now),
          range.exceptBookingId ? ne(bookingRentals.bookingId, range.exceptBookingId) : undefined,
        ),
      );
  },
  async ofBooking(db: DbOrTx, bookingId: string): Promise<RentalLine[]> {
    return selectLines(db, eq(bookingRentals.bookingId, bookingId), [asc(bookingRentals.createdAt)]);
  },
  /** The rentals of the live court holds of a cart (an expired hold's rentals drop out with it). */
  async ofCart(db: DbOrTx, cartId: string, now: Date): Promise<RentalLine[]> {
    return linesOfCart(db, { cart: cartId, now: now.toISOString() });
  },
  async ofOrder(db: DbOrTx, orderId: string): Promise<RentalLine[]> {
    return linesOfOrder(db, { order: orderId });
  },
  /** The rentals of many orders (a list page), by order and position. */
  async ofOrders(db: DbOrTx, orderIds: string[]): Promise<RentalLine[]> {
    if (!orderIds.length) return [];
    return linesOfOrders(db, { orders: orderIds });
  },
  async lockOfBooking(db: DbOrTx, bookingId: string): Promise<RentalRow[]> {
    return db
      .select()
      .from(bookingRentals)
      .where(eq(bookingRentals.bookingId, bookingId))
      .orderBy(asc(bookingRentals.id))
      .for('update');
  },
  async insert(db: DbOrTx, values: typeof bookingRentals.$inferInsert): Promise<RentalRow> {
    const [row] = await db.insert(bookingRentals).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: string, values: Partial<typeof bookingRentals.$inferInsert>): Promise<void> {
    await db
      .update(bookingRentals)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bookingRentals.id, id));
  },
  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(bookingRentals).where(eq(bookingRentals.id, id));
  },
  /** The day's live rentals of the venue, by start time and court (the desk's hand-out list). */
  async handOut(db: DbOrTx, organizationId: string, range: { from: Date; to: Date }) {
    return db
      .select({
        bookingId: bookings.id,
        resourceId: bookings.resourceId,
        resourceName: resources.name,
        startsAt: bookings.startsAt,
        endsAt: bookings.endsAt,
        bookingStatus: bookings.status,
        guestContact: bookings.guestContact,
        userName: users.name,
        productId: bookingRentals.productId,
        name: products.name,
        quantity: bookingRentals.quantity,
      })
      .from(bookingRentals)
      .innerJoin(bookings, eq(bookings.id, bookingRentals.bookingId))
      .innerJoin(products, eq(products.id, bookingRentals.productId))
      .innerJoin(resources, eq(resources.id, bookings.resourceId))
      .leftJoin(users, eq(users.id, bookings.userId))
      .where(
        and(
          eq(bookingRentals.organizationId, organizationId),
          inArray(bookings.status, ['upcoming', 'completed']),
          lt(bookings.startsAt, range.to),
          gte(bookings.startsAt, range.from),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(resources.name), asc(products.sortOrder));
  },
};
