// A guest who paid and then signs in or registers in the same browser: the
// cart merge proves the guest by the httpOnly cart cookie, and the orders that cookie completed
// become the user's — with their bookings, abo subscriptions, invoices and credit notes, coupon
// redemptions and credit vouchers. Only by that token, only in the same organization, only
// records without an owner yet; never by e-mail address. Runs in the caller's transaction (the
// merge), and every attached order is audited.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, subscriptions } from '../../db/schema/booking';
import { couponRedemptions, orders } from '../../db/schema/checkout';
import { vouchers } from '../../db/schema/coupons';
import { invoices, refunds } from '../../db/schema/invoices';
import { users } from '../../db/schema/users';
import { audit } from '../audit';
import { recordChanges } from '../booking';

export interface AttachInput {
  organizationId: string;
  userId: string;
  guestToken: string;
  ip?: string | null;
}

export interface AttachedOrder {
  orderId: string;
  bookings: number;
  subscriptions: number;
  invoices: number;
}

export async function attachGuestOrders(tx: DbOrTx, input: AttachInput): Promise<AttachedOrder[]> {
  const { organizationId, userId, guestToken } = input;
  // The account must belong to the organization the orders were placed with.
  const [user] = await tx.select({ organizationId: users.organizationId }).from(users).where(eq(users.id, userId));
  if (user?.organizationId !== organizationId) return [];
  const paid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.organizationId, organizationId),
        eq(orders.guestToken, guestToken),
        eq(orders.status, 'completed'),
        isNull(orders.userId),
      ),
    )
    .orderBy(orders.createdAt)
    .for('update');
  if (!paid.length) return [];
  const ids = paid.map((o) => o.id);
  const now = new Date();
  await tx.update(orders).set({ userId, updatedAt: now }).where(inArray(orders.id, ids));
  const movedBookings = await tx
    .update(bookings)
    .set({ userId, guestToken: null, updatedAt: now })
    .where(and(eq(bookings.organizationId, organizationId), inArray(bookings.orderId, ids), isNull(bookings.userId)))
    .returning();
  const subscriptionIds = [
    ...new Set(movedBookings.map((b) => b.subscriptionId).filter((id): id is string => Boolean(id))),
  ];
  const movedSubscriptions = await tx
    .update(subscriptions)
    .set({ userId, guestToken: null, updatedAt: now })
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        isNull(subscriptions.userId),
        or(
          inArray(subscriptions.orderId, ids),
          subscriptionIds.length ? inArray(subscriptions.id, subscriptionIds) : undefined,
        ),
      ),
    )
    .returning({ id: subscriptions.id, orderId: subscriptions.orderId });
  const movedInvoices = await tx
    .update(invoices)
    .set({ userId })
    .where(and(eq(invoices.organizationId, organizationId), inArray(invoices.orderId, ids), isNull(invoices.userId)))
    .returning({ id: invoices.id, orderId: invoices.orderId });
  await tx
    .update(couponRedemptions)
    .set({ userId })
    .where(
      and(
        eq(couponRedemptions.organizationId, organizationId),
        inArray(couponRedemptions.orderId, ids),
        isNull(couponRedemptions.userId),
      ),
    );
  // Credit issued for a cancelled date of these orders (docs/product.md#cancellation) is the customer's credit.
  const credits = tx
    .select({ id: refunds.voucherId })
    .from(refunds)
    .where(and(inArray(refunds.orderId, ids), eq(refunds.kind, 'credit')));
  await tx
    .update(vouchers)
    .set({ userId, updatedAt: now })
    .where(
      and(
        eq(vouchers.organizationId, organizationId),
        eq(vouchers.source, 'credit'),
        isNull(vouchers.userId),
        inArray(vouchers.id, credits),
      ),
    );

  await recordChanges(
    tx,
    movedBookings.map((b) => ({
      booking: b,
      action: 'transfer' as const,
      from: b.status,
      to: b.status,
      actorUserId: userId,
      details: { orderId: b.orderId, reason: 'guest_order_attached' },
    })),
  );
  const out = ids.map((orderId) => ({
    orderId,
    bookings: movedBookings.filter((b) => b.orderId === orderId).length,
    subscriptions: movedSubscriptions.filter((s) => s.orderId === orderId).length,
    invoices: movedInvoices.filter((i) => i.orderId === orderId).length,
  }));
  for (const o of out) {
    await audit(tx, {
      organizationId,
      actorUserId: userId,
      action: 'order.guest_order_attached',
      entity: 'order',
      entityId: o.orderId,
      data: { bookings: o.bookings, subscriptions: o.subscriptions, invoices: o.invoices, proof: 'cart_cookie' },
      ip: input.ip ?? null,
    });
  }
  return out;
}
