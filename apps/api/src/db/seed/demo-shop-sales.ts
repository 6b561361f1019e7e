// Eight weeks of shop sales for the demo venue (docs/product/shop.md#shop-sales): drinks vouchers,
// shirts and sun cream sold at the desk (cash, no service fee) and online (card, with the fee), each
// an order with its product lines, payment and invoice priced by the one pricing function. The on-hand
// stock seeded by demo-shop.ts is what is left after these sales. Invoice numbers are drawn afterwards,
// for every document of the venue in the order it was issued (renumberDemoDocuments, called by demo.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { organizationSettings } from '@courtside/core/organization';
import { priceCart, priceLines } from '@courtside/core/pricing';
import type { PricingItem } from '@courtside/core/pricing';
import { localized } from '@courtside/core/shop';
import { addDays, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { DbOrTx } from '../client';
import { orders, payments } from '../schema/checkout';
import { invoiceCounters, invoices } from '../schema/invoices';
import type { InvoiceLine } from '../schema/invoices';
import { organizations } from '../schema/organizations';
import { users } from '../schema/users';
import { orderProductLines, products, productVariants } from '../schema/shop';
import { invoiceLinesOf } from '../../modules/invoice/invoice.service';
import { bulkInsert } from './bulk';
import { demoSeller, totalsOf } from './demo-orders';
import { demoGuests, random } from './demo-people';

interface Context {
  organizationId: string;
  timeZone: string;
  /** The seed's now. */
  today: Date;
}

/** How often each category is bought (drinks at the bar most, clothes now and then). */
const appetite: Record<string, number> = { drinks: 6, accessories: 2, apparel: 1.5, equipment: 1 };

export async function seedDemoShopSales(db: DbOrTx, c: Context): Promise<void> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, c.organizationId));
  if (!org) return;
  const settings = organizationSettings(org.settings);
  const desk = { ...settings, serviceFee: { ...settings.serviceFee, fixedCents: 0, percent: 0 } };
  const rows = await db
    .select({ product: products, variant: productVariants })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(products.organizationId, c.organizationId), eq(products.rental, false), eq(products.giftCard, false)),
    );
  const catalogue = rows.filter((r) => appetite[r.product.category]);
  if (!catalogue.length) return;
  const weights = catalogue.map((r) => appetite[r.product.category]! / (r.product.category === 'apparel' ? 3 : 1));
  const totalWeight = weights.reduce((s, w) => s + w, 0);
  const today = localDate(c.today, c.timeZone);
  const rand = random(Number(today.replaceAll('-', '')) + 7);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@example.com'));
  const pick = () => {
    let x = rand() * totalWeight;
    for (const [i, w] of weights.entries()) if ((x -= w) <= 0) return catalogue[i]!;
    return catalogue.at(-1)!;
  };
  const seller = demoSeller(org.legal);
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderProductLines.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const sold = new Map<string, number>();
  const now = c.today.getTime();

  for (let day = -56; day <= 0; day++) {
    const date = addDays(today, day);
    const weekend = [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
    const count = Math.floor(rand() * (weekend ? 5 : 3));
    for (let n = 0; n < count; n++) {
      const minute = 10 * 60 + Math.floor(rand() * 10 * 60);
      const at = zonedInstant(
        date,
        `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        c.timeZone,
      );
      if (at.getTime() > now - 15 * 60_000) continue;
      const chosen = [
        ...new Map(
          Array.from({ length: 1 + Math.floor(rand() * 2.2) }, () => pick()).map((r) => [r.variant.id, r]),
        ).values(),
      ];
      const quantities = chosen.map((r) => (r.product.category === 'drinks' ? 1 + Math.floor(rand() * 4) : 1));
      const isDesk = rand() < 0.6;
      const items: PricingItem[] = chosen.map((r, i) => ({
        unitPriceCents: r.product.priceCents,
        quantity: quantities[i]!,
        vatPercent: r.product.vatBasisPoints / 100,
      }));
      const input = { items, settings: isDesk ? desk : settings };
      const summary = priceCart(input);
      const priced = priceLines(input, summary);
      const guest = demoGuests[Math.floor(rand() * demoGuests.length)]!;
      const method = isDesk ? 'cash' : 'credit_card';
      const provider = isDesk ? 'cash' : 'test';
      const order = {
        id: randomUUID(),
        organizationId: c.organizationId,
        guestToken: `demo-${randomUUID()}`,
        customer: { name: guest.name, email: guest.email },
        locale: 'de',
        status: 'completed' as const,
        confirmationStatus: 'confirmed' as const,
        paymentMethod: method,
        provider,
        summary,
        totalCents: summary.total,
        amountDueCents: summary.total,
        currency: org.currency,
        createdBy: isDesk ? (staff?.id ?? null) : null,
        completedAt: at,
        createdAt: new Date(at.getTime() - 90_000),
        updatedAt: at,
      };
      orderRows.push(order);
      const lines = chosen.map((r, i) => ({
        id: randomUUID(),
        organizationId: c.organizationId,
        orderId: order.id,
        productId: r.product.id,
        variantId: r.variant.id,
        position: i,
        productName: localized(r.product.name, 'de'),
        variantName: r.variant.name,
        category: r.product.category,
        quantity: quantities[i]!,
        unitPriceCents: r.product.priceCents,
        vatBasisPoints: r.product.vatBasisPoints,
        subtotalCents: priced[i]!.subtotal,
        discountCents: priced[i]!.discount,
        grossCents: priced[i]!.gross,
        vatCents: priced[i]!.vat,
      }));
      lineRows.push(...lines);
      for (const [i, r] of chosen.entries()) sold.set(r.product.id, (sold.get(r.product.id) ?? 0) + quantities[i]!);
      paymentRows.push({
        organizationId: c.organizationId,
        orderId: order.id,
        provider,
        method,
        amountCents: summary.total,
        status: 'succeeded',
        succeededAt: at,
        createdAt: order.createdAt,
        updatedAt: at,
      });
      const productLines: InvoiceLine[] = lines.map((line) => ({
        kind: 'product',
        description: line.variantName ? `${line.productName} (Variante ${line.variantName})` : line.productName,
        productLineId: line.id,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        subtotalCents: line.subtotalCents,
        discountCents: line.discountCents,
        netCents: line.grossCents - line.vatCents,
        vatCents: line.vatCents,
        grossCents: line.grossCents,
        vatPercent: line.vatBasisPoints / 100,
      }));
      const invoiceLines = [
        ...productLines,
        ...invoiceLinesOf(order as never, [], settings.vatPercent, settings.serviceFee.vatPercent, c.timeZone),
      ];
      const invoiceId = randomUUID();
      invoiceRows.push({
        id: invoiceId,
        organizationId: c.organizationId,
        orderId: order.id,
        kind: 'invoice',
        // Placeholders, unique until renumberDemoDocuments draws the real numbers.
        number: `pending-${invoiceId}`,
        year: 0,
        sequence: -1 - invoiceRows.length,
        status: 'paid',
        seller,
        buyer: { name: guest.name, email: guest.email },
        lines: invoiceLines,
        totals: totalsOf(invoiceLines),
        totalCents: summary.total,
        currency: org.currency,
        paymentMethod: method,
        issuedAt: at,
        paidAt: at,
        createdAt: at,
      });
    }
  }
  await bulkInsert(db, orders, orderRows);
  await bulkInsert(db, orderProductLines, lineRows);
  await bulkInsert(db, payments, paymentRows);
  await bulkInsert(db, invoices, invoiceRows);
  for (const [productId, units] of sold)
    await db
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${units}` })
      .where(eq(products.id, productId));
}

/**
 * Gapless invoice numbers per calendar year of the venue, in the order the documents were issued,
 * over every invoice and credit note of the organization, and the counters to continue from.
 * Every document of the organization still carries its placeholder (year 0, a negative sequence,
 * number `pending-<id>`), so one update cannot collide with a number not yet moved.
 */
export async function renumberDemoDocuments(db: DbOrTx, organizationId: string, timeZone: string): Promise<void> {
  await db.execute(sql`
    update invoices i set year = r.year, sequence = r.sequence,
      -- invoiceNumber()'s format (invoice.service.ts): YYYY-NNNNNN
      number = r.year::text || '-' || lpad(r.sequence::text, 6, '0')
    from (
      select id, extract(year from issued_at at time zone ${timeZone})::int as year,
        row_number() over (partition by extract(year from issued_at at time zone ${timeZone})
          order by issued_at, created_at, id)::int as sequence
      from invoices where organization_id = ${organizationId}
    ) r
    where i.id = r.id`);
  await db.delete(invoiceCounters).where(eq(invoiceCounters.organizationId, organizationId));
  await db.execute(sql`
    insert into invoice_counters (organization_id, year, last_sequence)
    select organization_id, year, max(sequence) from invoices where organization_id = ${organizationId}
    group by organization_id, year`);
}
