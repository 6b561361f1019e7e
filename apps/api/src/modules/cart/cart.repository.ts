import { and, asc, eq, inArray, isNotNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { DbOrTx } from '../../db/client';
import { bookings, subscriptions } from '../../db/schema/booking';
import { cartItems, carts } from '../../db/schema/checkout';
import { productReservations } from '../../db/schema/shop';
import { users } from '../../db/schema/users';
import { resources } from '../../db/schema/venue';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** A cart item with the live state of its hold and the court's name. */
export interface LiveCartItem extends CartItemRow {
  resourceName: string;
  bookingStatus: string;
  holdExpiresAt: Date | null;
  sessionId: string | null;
}

export interface CartOwnerKey {
  organizationId: string;
  userId: string | null;
  guestToken: string | null;
}

// The checkout's reads, built once (db/built-once.ts): a cart is a user's or a guest's.
const org = sql.placeholder('org');
const idParam = sql.placeholder('id');
const ofUser = and(eq(carts.organizationId, org), eq(carts.userId, sql.placeholder('user')));
const ofGuest = and(eq(carts.organizationId, org), eq(carts.guestToken, sql.placeholder('guest')));
const cartOfUser = builtOnce('courtside_cart_of_user', (db) => db.select().from(carts).where(ofUser));
const cartOfGuest = builtOnce('courtside_cart_of_guest', (db) => db.select().from(carts).where(ofGuest));
const cartOfUserLocked = builtOnce('courtside_cart_of_user_lock', (db) =>
  db.select().from(carts).where(ofUser).for('update'),
);
const cartOfGuestLocked = builtOnce('courtside_cart_of_guest_lock', (db) =>
  db.select().from(carts).where(ofGuest).for('update'),
);
const cartById = builtOnce('courtside_cart_by_id', (db) => db.select().from(carts).where(eq(carts.id, idParam)));
const cartLocked = builtOnce('courtside_cart_lock', (db) =>
  db.select().from(carts).where(eq(carts.id, idParam)).for('update'),
);
const itemsOfCart = builtOnce('courtside_cart_items', (db) =>
  db
    .select({
      item: cartItems,
      resourceName: resources.name,
      bookingStatus: bookings.status,
      holdExpiresAt: bookings.expiresAt,
      sessionId: bookings.sessionId,
    })
    .from(cartItems)
    .innerJoin(bookings, eq(bookings.id, cartItems.bookingId))
    .innerJoin(resources, eq(resources.id, cartItems.resourceId))
    .where(eq(cartItems.cartId, idParam))
    .orderBy(asc(cartItems.startsAt), asc(cartItems.createdAt)),
);

// An order's completion: its bookings leave the cart, which loses its codes once empty.
const itemsOfBookingsDeleted = builtOnce('courtside_cart_items_delete_of_bookings', (db) =>
  db.delete(cartItems).where(sql`${cartItems.bookingId} = any(${sql.placeholder('ids')}::uuid[])`),
);
const cartResetIfEmpty = builtOnce('courtside_cart_reset_if_empty', (db) =>
  db
    .update(carts)
    .set({ couponId: null, voucherId: null, passId: null, updatedAt: sql`${sql.placeholder('now')}` })
    .where(
      and(eq(carts.id, idParam), sql`not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${idParam})`),
    ),
);

/** The owner's cart, locked for the transaction or not. */
async function cartOf(db: DbOrTx, owner: CartOwnerKey, locked: boolean): Promise<CartRow | undefined> {
  const [row] = owner.userId
    ? await (locked ? cartOfUserLocked : cartOfUser)(db, { org: owner.organizationId, user: owner.userId })
    : await (locked ? cartOfGuestLocked : cartOfGuest)(db, {
        org: owner.organizationId,
        guest: owner.guestToken ?? '',
      });
  return row;
}

/** A hold that no longer keeps its slot: released, cancelled, confirmed elsewhere, or expired. */
export const isDeadItem = (i: Pick<LiveCartItem, 'bookingStatus' | 'holdExpiresAt'>, now: Date) =>
  (i.bookingStatus !== 'reserved' && i.bookingStatus !== 'pending') ||
  (i.bookingStatus === 'reserved' && i.holdExpiresAt !== null && i.holdExpiresAt <= now);

/** The same condition in SQL (isDeadItem's twin). */
const deadItemCondition = (now: Date) =>
  or(
    notInArray(bookings.status, ['reserved', 'pending']),
    and(eq(bookings.status, 'reserved'), lte(bookings.expiresAt, now)),
  );

export const cartRepository = {
  async find(db: DbOrTx, owner: CartOwnerKey): Promise<CartRow | undefined> {
    return cartOf(db, owner, false);
  },
  async findById(db: DbOrTx, id: string): Promise<CartRow | undefined> {
    return (await cartById(db, { id }))[0];
  },
  /** The owner's cart locked for this transaction: find and lock in one statement. */
  async findLocked(db: DbOrTx, owner: CartOwnerKey): Promise<CartRow | undefined> {
    return cartOf(db, owner, true);
  },
  /**
   * A new cart for the owner, or undefined when a parallel first request made it first (the partial
   * unique indexes keep one cart). The new row is this transaction's until it commits.
   */
  async insertNew(db: DbOrTx, owner: CartOwnerKey): Promise<CartRow | undefined> {
    const [row] = await db
      .insert(carts)
      .values({
        organizationId: owner.organizationId,
        userId: owner.userId,
        guestToken: owner.userId ? null : owner.guestToken,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  },
  /** The cart row locked for this transaction (orders and merges of one cart run one at a time). */
  async lock(db: DbOrTx, id: string): Promise<CartRow | undefined> {
    return (await cartLocked(db, { id }))[0];
  },
  async create(db: DbOrTx, owner: CartOwnerKey): Promise<CartRow> {
    // Two first requests of one owner may race: the partial unique indexes keep one cart.
    await db
      .insert(carts)
      .values({
        organizationId: owner.organizationId,
        userId: owner.userId,
        guestToken: owner.userId ? null : owner.guestToken,
      })
      .onConflictDoNothing();
    return (await cartRepository.find(db, owner))!;
  },
  async update(db: DbOrTx, id: string, values: Partial<typeof carts.$inferInsert>): Promise<void> {
    await db
      .update(carts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(carts.id, id));
  },
  /** An order's cart without items left loses its coupon, voucher and pass (one statement). */
  async resetIfNoItems(db: DbOrTx, id: string): Promise<void> {
    await cartResetIfEmpty(db, { id, now: new Date().toISOString() });
  },
  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(carts).where(eq(carts.id, id));
  },
  async items(db: DbOrTx, cartId: string): Promise<LiveCartItem[]> {
    const rows = await itemsOfCart(db, { id: cartId });
    return rows.map((r) => ({
      ...r.item,
      resourceName: r.resourceName,
      bookingStatus: r.bookingStatus,
      holdExpiresAt: r.holdExpiresAt,
      sessionId: r.sessionId,
    }));
  },
  async insertItem(db: DbOrTx, values: typeof cartItems.$inferInsert): Promise<CartItemRow> {
    const [row] = await db.insert(cartItems).values(values).returning();
    return row!;
  },
  async updateItem(db: DbOrTx, id: string, values: Partial<typeof cartItems.$inferInsert>): Promise<void> {
    await db.update(cartItems).set(values).where(eq(cartItems.id, id));
  },
  async deleteItems(db: DbOrTx, ids: string[]): Promise<void> {
    if (ids.length) await db.delete(cartItems).where(inArray(cartItems.id, ids));
  },
  async deleteItemsOfBookings(db: DbOrTx, bookingIds: string[]): Promise<void> {
    if (bookingIds.length) await itemsOfBookingsDeleted(db, { ids: bookingIds });
  },
  async moveItems(db: DbOrTx, fromCartId: string, toCartId: string): Promise<void> {
    await db.update(cartItems).set({ cartId: toCartId }).where(eq(cartItems.cartId, fromCartId));
  },
  /**
   * Removes items whose hold is gone (docs/product.md#holds: expired items are purged every 60 s). One
   * idempotent statement: safe when several API processes run it at once.
   */
  async purgeDead(db: DbOrTx, now: Date, cartId?: string): Promise<number> {
    const dead = db
      .select({ id: cartItems.id })
      .from(cartItems)
      .innerJoin(bookings, eq(bookings.id, cartItems.bookingId))
      .where(cartId ? and(eq(cartItems.cartId, cartId), deadItemCondition(now)) : deadItemCondition(now));
    const removed = await db.delete(cartItems).where(inArray(cartItems.id, dead)).returning({ id: cartItems.id });
    return removed.length;
  },
  /** Empty carts lose their coupon and voucher (docs/product.md#checkout: an empty cart resets the discount). */
  async resetEmptyCarts(db: DbOrTx): Promise<void> {
    await db
      .update(carts)
      .set({ couponId: null, voucherId: null, updatedAt: new Date() })
      .where(
        and(
          or(isNotNull(carts.couponId), isNotNull(carts.voucherId)),
          sql`not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})`,
          sql`not exists (select 1 from ${productReservations} where ${productReservations.cartId} = ${carts.id} and ${productReservations.status} in ('held', 'pending'))`,
        ),
      );
  },
  async hasLiveProducts(db: DbOrTx, cartId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: productReservations.id })
      .from(productReservations)
      .where(and(eq(productReservations.cartId, cartId), inArray(productReservations.status, ['held', 'pending'])))
      .limit(1);
    return Boolean(row);
  },
  async serviceFeeWaiver(db: DbOrTx, userId: string | null): Promise<boolean> {
    if (!userId) return false;
    const [row] = await db.select({ waiver: users.serviceFeeWaiver }).from(users).where(eq(users.id, userId));
    return row?.waiver ?? false;
  },
  async userContact(
    db: DbOrTx,
    userId: string,
  ): Promise<{ name: string; email: string; phone: string | null; locale: string } | undefined> {
    const [row] = await db
      .select({ name: users.name, email: users.email, phone: users.phone, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
  async subscriptionWithHolds(db: DbOrTx, subscriptionId: string) {
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!subscription) return undefined;
    const dates = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.subscriptionId, subscriptionId), inArray(bookings.status, ['reserved', 'pending'])))
      .orderBy(asc(bookings.startsAt));
    return { subscription, dates };
  },
  async bookingById(db: DbOrTx, bookingId: string) {
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    return row;
  },
};
