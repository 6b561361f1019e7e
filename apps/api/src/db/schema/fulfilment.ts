// Pick-up or delivery of shop orders (docs/product/shop.md#pick-up-or-delivery): a cart's chosen
// delivery with its address, and each order's fulfilment (open → picked up, or open → shipped).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FulfilmentMethod, FulfilmentStatus, ShippingAddress } from '@courtside/core/fulfilment';
import { carts, orders } from './checkout';
import { createdAt, orgId, updatedAt } from './columns';
import { users } from './users';

/** A row means the cart's customer chose delivery (no row: pick-up at the venue). */
export const cartDeliveries = pgTable('cart_deliveries', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<ShippingAddress>().notNull(),
  updatedAt: updatedAt(),
});

export const orderFulfilments = pgTable(
  'order_fulfilments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    organizationId: orgId(),
    method: text('method').$type<FulfilmentMethod>().notNull(),
    status: text('status').$type<FulfilmentStatus>().notNull().default('open'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** The shipping line as priced with the order (gross, its VAT and rate). */
    shippingCents: integer('shipping_cents').notNull().default(0),
    shippingVatCents: integer('shipping_vat_cents').notNull().default(0),
    shippingVatBasisPoints: integer('shipping_vat_basis_points').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: uuid('done_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_fulfilments_org_status_idx').on(t.organizationId, t.status),
    check('order_fulfilments_method', sql`${t.method} IN ('pickup', 'delivery')`),
    check('order_fulfilments_status', sql`${t.status} IN ('open', 'picked_up', 'shipped')`),
    check(
      'order_fulfilments_status_of_method',
      sql`(${t.method} = 'pickup' AND ${t.status} <> 'shipped') OR (${t.method} = 'delivery' AND ${t.status} <> 'picked_up')`,
    ),
    check('order_fulfilments_delivery_address', sql`${t.method} = 'pickup' OR ${t.shippingAddress} IS NOT NULL`),
    check('order_fulfilments_done', sql`(${t.status} = 'open') = (${t.doneAt} IS NULL)`),
  ],
);
