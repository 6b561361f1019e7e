import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import {
  guestBookingsNamed,
  invoicesOfOrder,
  invoicesOfOrders,
  itemsOfOrder,
  itemsOfOrders,
  orderById,
  orderByKey,
  orderCompleted,
  orderGuestBookingsNamed,
  orderLocked,
  ordersCounted,
  ordersCountedOfStatus,
  ordersOfUserCounted,
  ordersOfUserStatusCounted,
  ordersPage,
  ordersPageOfStatus,
  ordersPageOfUser,
  ordersPageOfUserStatus,
  paymentLocked,
  paymentOfId,
  paymentsOfOrder,
  paymentsOfOrders,
  providerRefAttached,
  venueOfOrganization,
} from './order.statements';
import type { DbOrTx } from '../../db/client';
import type { OrderCustomer } from '../../db/schema/checkout';
import { orderItems, orders, paymentEvents, payments } from '../../db/schema/checkout';
import { users } from '../../db/schema/users';
import { resources } from '../../db/schema/venue';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface OrderListFilter {
  organizationId: string;
  userId?: string;
  status?: OrderRow['status'];
  limit: number;
  offset: number;
}

export const orderRepository = {
  async findById(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
    return (await orderById(db, { id }))[0];
  },
  async lock(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
    return (await orderLocked(db, { id }))[0];
  },
  async findByIdempotencyKey(db: DbOrTx, organizationId: string, key: string): Promise<OrderRow | undefined> {
    return (await orderByKey(db, { org: organizationId, key }))[0];
  },
  async insert(db: DbOrTx, values: NewOrder): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(values).returning();
    return row!;
  },
  /** Paid and booked (order-completion.ts finalizeOrder). */
  async complete(db: DbOrTx, id: string, paymentMethod: OrderRow['paymentMethod'], at: Date): Promise<OrderRow> {
    const [row] = await orderCompleted(db, {
      id,
      method: paymentMethod,
      completedAt: at.toISOString(),
      now: new Date().toISOString(),
    });
    return row!;
  },
  async update(db: DbOrTx, id: string, values: Partial<NewOrder>): Promise<OrderRow> {
    const [row] = await db
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  },
  async list(db: DbOrTx, f: OrderListFilter): Promise<{ rows: OrderRow[]; count: number }> {
    const page = { org: f.organizationId, limit: f.limit, offset: f.offset };
    const { userId: user, status } = f;
    const rows = user
      ? status
        ? await ordersPageOfUserStatus(db, { ...page, user, status })
        : await ordersPageOfUser(db, { ...page, user })
      : status
        ? await ordersPageOfStatus(db, { ...page, status })
        : await ordersPage(db, page);
    return { rows, count: await countOrders(db, f) };
  },
  async insertItems(db: DbOrTx, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
    if (values.length) await db.insert(orderItems).values(values);
  },
  async items(db: DbOrTx, orderId: string): Promise<OrderItemRow[]> {
    return itemsOfOrder(db, { id: orderId });
  },
  async itemsOfBooking(db: DbOrTx, bookingId: string): Promise<OrderItemRow[]> {
    return db.select().from(orderItems).where(eq(orderItems.bookingId, bookingId));
  },
  async updateItem(db: DbOrTx, id: string, values: Partial<typeof orderItems.$inferInsert>): Promise<void> {
    await db.update(orderItems).set(values).where(eq(orderItems.id, id));
  },
  /** Pending orders that hold any of these bookings (an earlier checkout of the same cart). */
  async pendingOrdersOfBookings(db: DbOrTx, bookingIds: string[]): Promise<OrderRow[]> {
    if (!bookingIds.length) return [];
    const ids = db
      .selectDistinct({ id: orderItems.orderId })
      .from(orderItems)
      .where(inArray(orderItems.bookingId, bookingIds));
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending'), inArray(orders.id, ids)));
  },
  /**
   * A guest's bookings carry the contact given at checkout (the hold was taken before it was known),
   * so staff lists, course participant lists and mails name the person behind them.
   */
  async nameGuestBookings(
    db: DbOrTx,
    which: { bookingIds: string[] } | { orderId: string },
    customer: OrderCustomer,
  ): Promise<void> {
    if ('bookingIds' in which && !which.bookingIds.length) return;
    const contact = JSON.stringify({
      name: customer.name,
      email: customer.email,
      ...(customer.phone ? { phone: customer.phone } : {}),
    });
    if ('bookingIds' in which) await guestBookingsNamed(db, { ids: which.bookingIds, contact });
    else await orderGuestBookingsNamed(db, { id: which.orderId, contact });
  },
  async insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await db.insert(payments).values(values).returning();
    return row!;
  },
  async updatePayment(db: DbOrTx, id: string, values: Partial<typeof payments.$inferInsert>): Promise<PaymentRow> {
    const [row] = await db
      .update(payments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  },
  /** Stores the provider's reference once: a concurrent retry keeps the first one. */
  async attachProviderRef(
    db: DbOrTx,
    id: string,
    providerRef: string,
    clientSecret: string | null,
  ): Promise<PaymentRow> {
    const [row] = await providerRefAttached(db, {
      id,
      ref: providerRef,
      secret: clientSecret,
      now: new Date().toISOString(),
    });
    // A parallel initiation was first: its reference stays.
    return row ?? (await orderRepository.paymentById(db, id))!;
  },
  async paymentById(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    return (await paymentOfId(db, { id }))[0];
  },
  async lockPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
    return (await paymentLocked(db, { id }))[0];
  },
  async paymentByRef(db: DbOrTx, provider: string, providerRef: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
    return row;
  },
  async payments(db: DbOrTx, orderId: string): Promise<PaymentRow[]> {
    return paymentsOfOrder(db, { id: orderId });
  },
  async invoicesOf(db: DbOrTx, orderId: string) {
    return invoicesOfOrder(db, { id: orderId });
  },
  /** The items, payments and invoices of many orders (a list page), each in its order's order. */
  async itemsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
    return orderIds.length ? itemsOfOrders(db, { ids: orderIds }) : [];
  },
  async paymentsOfOrders(db: DbOrTx, orderIds: string[]): Promise<PaymentRow[]> {
    return orderIds.length ? paymentsOfOrders(db, { ids: orderIds }) : [];
  },
  async invoicesOfOrders(db: DbOrTx, orderIds: string[]) {
    return orderIds.length ? invoicesOfOrders(db, { ids: orderIds }) : [];
  },
  /** Records a webhook event once; answers false for a duplicate delivery. */
  async recordEvent(db: DbOrTx, values: typeof paymentEvents.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    return rows.length > 0;
  },
  /** Orders a crash may have left between payment and completion (reconciled at start). */
  async pendingWithPayments(
    db: DbOrTx,
    olderThan: Date,
    limit: number,
  ): Promise<{ order: OrderRow; payment: PaymentRow }[]> {
    const rows = await db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        and(
          eq(orders.status, 'pending'),
          inArray(payments.status, ['pending', 'succeeded']),
          isNotNull(payments.providerRef),
          lt(payments.updatedAt, olderThan),
        ),
      )
      .orderBy(asc(orders.createdAt))
      .limit(limit);
    return rows;
  },
  /** Pending orders whose payment window is long over. */
  async overdue(db: DbOrTx, before: Date, limit: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lt(orders.holdExpiresAt, before)))
      .orderBy(asc(orders.holdExpiresAt))
      .limit(limit);
  },

  /** Name, address, contact address and time zone of the venue, for mails and calendar files. */
  async venueOf(
    db: DbOrTx,
    organizationId: string,
  ): Promise<{ name: string; address: string; timeZone: string; email: string | null }> {
    const [row] = await venueOfOrganization(db, { id: organizationId });
    const a = row?.address;
    return {
      name: row?.name ?? 'Courtside',
      address: a ? `${a.street}, ${a.postalCode} ${a.city}` : (row?.name ?? ''),
      timeZone: row?.timeZone ?? 'Europe/Berlin',
      email: row?.legal?.email || null,
    };
  },

  async resourceNames(db: DbOrTx, ids: string[]): Promise<{ id: string; name: string }[]> {
    if (!ids.length) return [];
    return db.select({ id: resources.id, name: resources.name }).from(resources).where(inArray(resources.id, ids));
  },
  async organizationOfUser(db: DbOrTx, userId: string): Promise<string | undefined> {
    const [row] = await db.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
    return row?.organizationId;
  },
};

/**
 * The list's exact count: a customer's own orders live (few, orders_user_idx); the venue's from the
 * counters the database keeps (order_counts, drizzle/0045_order_list.sql), whatever their number.
 */
async function countOrders(
  db: DbOrTx,
  { organizationId: org, userId: user, status }: OrderListFilter,
): Promise<number> {
  const [total] = user
    ? status
      ? await ordersOfUserStatusCounted(db, { org, user, status })
      : await ordersOfUserCounted(db, { org, user })
    : status
      ? await ordersCountedOfStatus(db, { org, status })
      : await ordersCounted(db, { org });
  return Number(total?.n ?? 0);
}
