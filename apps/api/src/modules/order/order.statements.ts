// The order module's statements of fixed shape, built once per process and run by name
// (db/built-once.ts, docs/decisions/030-checkout-statements-built-once.md): the checkout's reads
// of orders, payments and invoices, and the completion's fixed writes. order.repository.ts wraps
// them; nothing else calls them.
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { bookings } from '../../db/schema/booking';
import { orderItems, orders, payments } from '../../db/schema/checkout';
import { invoices } from '../../db/schema/invoices';
import { organizations } from '../../db/schema/organizations';
import { orderCounts } from '../../db/schema/reports';
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
// A list page's orders at once (the staff orders list): the same reads for many orders.
const ids = sql`any(${sql.placeholder('ids')}::uuid[])`;
export const itemsOfOrders = builtOnce('courtside_orders_items', (db) =>
  db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = ${ids}`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.startsAt), asc(orderItems.id)),
);
export const paymentsOfOrders = builtOnce('courtside_orders_payments', (db) =>
  db
    .select()
    .from(payments)
    .where(sql`${payments.orderId} = ${ids}`)
    .orderBy(asc(payments.orderId), asc(payments.createdAt), sql`${payments.provider} <> 'voucher'`, asc(payments.id)),
);
export const invoicesOfOrders = builtOnce('courtside_orders_invoices', (db) =>
  db
    .select({
      orderId: invoices.orderId,
      id: invoices.id,
      number: invoices.number,
      kind: invoices.kind,
      status: invoices.status,
      totalCents: invoices.totalCents,
    })
    .from(invoices)
    .where(sql`${invoices.orderId} = ${ids}`)
    .orderBy(asc(invoices.orderId), asc(invoices.sequence)),
);
// The orders list, newest first: one statement per filter (a status, a customer's own, both), so
// each is planned for the index it reads (orders_org_created_idx, orders_org_status_idx,
// orders_user_idx); and the venue's count from order_counts (drizzle/0045_order_list.sql).
const listOf = (name: string, ...filters: SQL[]) =>
  builtOnce(name, (db) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.organizationId, sql.placeholder('org')), ...filters))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
const ofStatus = eq(orders.status, sql.placeholder('status'));
const ofUser = eq(orders.userId, sql.placeholder('user'));
export const ordersPage = listOf('courtside_orders_page');
export const ordersPageOfStatus = listOf('courtside_orders_page_status', ofStatus);
export const ordersPageOfUser = listOf('courtside_orders_page_user', ofUser);
export const ordersPageOfUserStatus = listOf('courtside_orders_page_user_status', ofUser, ofStatus);
export const ordersCounted = builtOnce('courtside_orders_counted', (db) =>
  db
    .select({ n: sql<string | null>`sum(${orderCounts.n})` })
    .from(orderCounts)
    .where(eq(orderCounts.organizationId, sql.placeholder('org'))),
);
export const ordersCountedOfStatus = builtOnce('courtside_orders_counted_status', (db) =>
  db
    .select({ n: sql<string | null>`sum(${orderCounts.n})` })
    .from(orderCounts)
    .where(
      and(eq(orderCounts.organizationId, sql.placeholder('org')), eq(orderCounts.status, sql.placeholder('status'))),
    ),
);
export const ordersOfUserCounted = builtOnce('courtside_orders_of_user_counted', (db) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.organizationId, sql.placeholder('org')), ofUser)),
);
export const ordersOfUserStatusCounted = builtOnce('courtside_orders_of_user_status_counted', (db) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.organizationId, sql.placeholder('org')), ofUser, ofStatus)),
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
