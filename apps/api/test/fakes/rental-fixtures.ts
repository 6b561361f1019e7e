// Rental products and courts for the rental tests (docs/product/shop.md#rentals).
import { randomUUID } from 'node:crypto';
import { productVariants, products } from '../../src/db/schema/shop';
import type { FastifyInstance } from 'fastify';

/** A published rental of the organization, written straight to the catalogue. */
export async function rentalProduct(
  app: FastifyInstance,
  organizationId: string,
  options: { unit: 'booking' | 'hour'; count: number; priceCents: number; vatBasisPoints?: number },
): Promise<string> {
  const [row] = await app.db
    .insert(products)
    .values({
      organizationId,
      name: { de: `Leihartikel ${randomUUID().slice(0, 6)}`, en: `Rental ${randomUUID().slice(0, 6)}` },
      category: 'rental',
      priceCents: options.priceCents,
      vatBasisPoints: options.vatBasisPoints ?? 1900,
      status: 'published',
      rental: true,
      rentalUnit: options.unit,
      rentalCount: options.count,
    })
    .returning();
  await app.db.insert(productVariants).values({ organizationId, productId: row!.id, stock: options.count });
  return row!.id;
}

/** Adds `n` more courts like court `likeId` (same location and prices) for races over many courts. */
export async function extraCourts(
  t: { database: { query: (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } },
  likeId: string,
  n: number,
): Promise<string[]> {
  const { rows } = await t.database.query(
    `insert into resources (organization_id, location_id, name, category, space_type, capacity, sort_order)
     select organization_id, location_id, 'Race court ' || g, category, space_type, capacity, 100 + g
     from resources, generate_series(1, $2::int) g where id = $1 returning id`,
    [likeId, n],
  );
  return rows.map((r) => r.id as string);
}
