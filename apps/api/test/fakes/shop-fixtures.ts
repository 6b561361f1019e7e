// A published product of organization X with stock, for the shop's access rows.
import { randomUUID } from 'node:crypto';
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
