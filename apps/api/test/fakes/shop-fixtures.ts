// A published product of organization X with stock, and a paid order with a product to hand over,
// for the shop's access rows.
import { randomUUID } from 'node:crypto';
import { orders } from '../../src/db/schema/checkout';
import { orderFulfilments } from '../../src/db/schema/fulfilment';
import { productVariants, products } from '../../src/db/schema/shop';
import type { AccessContext } from '../auth';

export async function productFixture(ctx: AccessContext): Promise<string> {
  const [row] = await ctx.app.db
    .insert(products)
    .values({
      organizationId: ctx.orgs.x,
      name: { de: `Zugriff ${randomUUID().slice(0, 8)}` },
      category: 'accessories',
      priceCents: 1000,
      vatBasisPoints: 1900,
      status: 'published',
    })
    .returning();
  await ctx.app.db.insert(productVariants).values({ organizationId: ctx.orgs.x, productId: row!.id, stock: 100 });
  return row!.id;
}

/** A paid order of organization X with a product to pick up (or ship), for the fulfilment rows. */
export async function fulfilmentFixture(ctx: AccessContext, method: 'pickup' | 'delivery'): Promise<string> {
  const summary = {
    subtotal: 1000,
    discount: 0,
    gross: 1000,
    net: 840,
    vat: 160,
    serviceFee: 0,
    serviceFeeVat: 0,
    serviceFeeWaiver: 0,
    total: 1000,
    totalItems: 1,
  };
  const [order] = await ctx.app.db
    .insert(orders)
    .values({
      organizationId: ctx.orgs.x,
      customer: { name: 'Zugriff', email: 'zugriff@example.org' },
      provider: 'test',
      summary,
      totalCents: 1000,
      amountDueCents: 1000,
      status: 'completed',
      completedAt: new Date(),
    })
    .returning();
  await ctx.app.db.insert(orderFulfilments).values({
    orderId: order!.id,
    organizationId: ctx.orgs.x,
    method,
    shippingAddress:
      method === 'delivery'
        ? { name: 'Zugriff', street: 'Weg 1', postalCode: '10115', city: 'Berlin', country: 'DE' }
        : null,
  });
  return order!.id;
}
