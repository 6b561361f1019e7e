// The order module's statements of fixed shape, built once per process and run by name
// (db/built-once.ts, docs/decisions/030-checkout-statements-built-once.md): the checkout's reads
// of orders, payments and invoices, and the completion's fixed writes. order.repository.ts wraps
// them; nothing else calls them.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { bookings } from '../../db/schema/booking';
import { orderItems, orders, payments } from '../../db/schema/checkout';
import { invoices } from '../../db/schema/invoices';
import { organizations } from '../../db/schema/organizations';
import { locations } from '../../db/schema/venue';

// The checkout's reads.
const id = sql.placeholder('id');
export const orderById = builtOnce('courtside_order_by_id', (db) => db.select().from(orders).where(eq(orders.id, id)));
export const orderLocked = builtOnce('courtside_order_lock', (db) =>
  db.select().from(orders).where(eq(orders.id, id)).for('update'),
);
export const orderByKey = builtOnce('courtside_order_by_key', (db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.organizationId, sql.placeholder('org')), eq(orders.idempotencyKey, sql.placeholder('key')))),
);
export const itemsOfOrder = builtOnce('courtside_order_items', (db) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.startsAt), asc(orderItems.id)),
);
export const paymentOfId = builtOnce('courtside_payment_by_id', (db) =>
  db.select().from(payments).where(eq(payments.id, id)),
);
export const paymentLocked = builtOnce('courtside_payment_lock', (db) =>
  db.select().from(payments).where(eq(payments.id, id)).for('update'),
);
export const paymentsOfOrder = builtOnce('courtside_order_payments', (db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderId, id))
    // Within one transaction created_at is equal: the voucher part comes first, as it is taken first.
    .orderBy(asc(payments.createdAt), sql`${payments.provider} <> 'voucher'`, asc(payments.id)),
);
export const invoicesOfOrder = builtOnce('courtside_order_invoices', (db) =>
  db
    .select({
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      totalCents: invoices.totalCents,
    })
    .from(invoices)
    .where(eq(invoices.orderId, id))
    .orderBy(asc(invoices.sequence)),
);
export const venueOfOrganization = builtOnce('courtside_order_venue', (db) =>
  db
    .select({
      name: organizations.name,
      timeZone: organizations.timezone,
      address: locations.address,
      legal: organizations.legal,
    })
    .from(organizations)
    .leftJoin(locations, eq(locations.organizationId, organizations.id))
    .where(eq(organizations.id, id))
    .orderBy(asc(locations.createdAt))
    .limit(1),
);

// The completion's and the payment start's writes of fixed shape, built once too.
const now = sql.placeholder('now');
export const orderCompleted = builtOnce('courtside_order_complete', (db) =>
  db
    .update(orders)
    .set({
      status: 'completed',
      confirmationStatus: 'confirmed',
      failedPaymentStatus: false,
      failureMessage: null,
      paymentMethod: sql`${sql.placeholder('method')}`,
      completedAt: sql`${sql.placeholder('completedAt')}`,
      updatedAt: sql`${now}`,
    })
    .where(eq(orders.id, id))
    .returning(),
);
export const providerRefAttached = builtOnce('courtside_payment_attach_ref', (db) =>
  db
    .update(payments)
    .set({
      providerRef: sql`${sql.placeholder('ref')}`,
      clientSecret: sql`${sql.placeholder('secret')}`,
      updatedAt: sql`${now}`,
    })
    .where(and(eq(payments.id, id), sql`${payments.providerRef} IS NULL`))
    .returning(),
);
// The contact as JSON text, cast by PostgreSQL (a placeholder is not encoded by its column).
const contact = sql`${sql.placeholder('contact')}::jsonb`;
export const guestBookingsNamed = builtOnce('courtside_bookings_name_guest', (db) =>
  db
    .update(bookings)
    .set({ guestContact: contact })
    .where(and(sql`${bookings.id} = any(${sql.placeholder('ids')}::uuid[])`, isNull(bookings.userId))),
);
export const orderGuestBookingsNamed = builtOnce('courtside_order_bookings_name_guest', (db) =>
  db
    .update(bookings)
    .set({ guestContact: contact })
    .where(and(eq(bookings.orderId, id), isNull(bookings.userId))),
);
