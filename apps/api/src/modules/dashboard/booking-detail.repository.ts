// What the booking detail screen shows besides the booking: its order, payments, invoices and
// refunds, and its history (booking_events for state changes, audit_log for staff actions).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema/auth';
import { bookingEvents, bookings } from '../../db/schema/booking';
import { orders, payments } from '../../db/schema/checkout';
import { invoices, refunds } from '../../db/schema/invoices';
import { users } from '../../db/schema/users';

export const bookingDetailRepository = {
  async order(db: DbOrTx, orderId: string) {
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return undefined;
    const [n] = await db
      .select({
        n: sql<number>`count(*)::int`,
        split: sql<boolean>`exists (select 1 from order_splits s where s.order_id = ${orderId})`,
      })
      .from(bookings)
      .where(eq(bookings.orderId, orderId));
    return { ...row, bookingCount: Number(n?.n ?? 0), split: n?.split === true };
  },

  async payments(db: DbOrTx, orderId: string) {
    return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
  },

  async invoices(db: DbOrTx, orderId: string) {
    return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt));
  },

  async refunds(db: DbOrTx, orderId: string) {
    return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  },

  /** Booking events and audit entries about the booking (or its order), oldest first, with actor names. */
  async history(db: DbOrTx, organizationId: string, bookingId: string, orderId: string | null) {
    const events = await db
      .select({ e: bookingEvents, actorName: users.name })
      .from(bookingEvents)
      .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
    const audits = await db
      .select({ a: auditLog, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(
        and(
          eq(auditLog.organizationId, organizationId),
          or(
            and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, bookingId)),
            orderId ? and(inArray(auditLog.entity, ['order', 'payment']), eq(auditLog.entityId, orderId)) : undefined,
          ),
        ),
      )
      .orderBy(asc(auditLog.createdAt));
    return { events, audits };
  },
};
