// Records the checkout access rows need (test/access-matrix.test.ts): each setup makes fresh
// rows owned by customer A in organization X, so every actor's request meets the same state.
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings } from '../../src/db/schema/booking';
import { coupons, orders, vouchers } from '../../src/db/schema/checkout';
import { invoices } from '../../src/db/schema/invoices';
import { resources } from '../../src/db/schema/venue';
import type { AccessContext } from '../auth';

const summary = { subtotal: 2400, discount: 0, gross: 2400, net: 2017, vat: 383, serviceFee: 300, serviceFeeVat: 57, serviceFeeWaiver: 0, total: 2757, totalItems: 1 };

export async function couponFixture(ctx: AccessContext): Promise<string> {
  const [row] = await ctx.app.db.insert(coupons).values({ organizationId: ctx.orgs.x, code: `ACC-${randomUUID().slice(0, 8)}`, kind: 'fixed', amountCents: 500 }).returning();
  return row!.id;
}

export async function voucherFixture(ctx: AccessContext): Promise<string> {
  const [row] = await ctx.app.db.insert(vouchers).values({ organizationId: ctx.orgs.x, code: `ACC-${randomUUID().slice(0, 8)}`, initialCents: 1000, balanceCents: 1000 }).returning();
  return row!.id;
}

export async function orderFixture(ctx: AccessContext, status: 'pending' | 'completed' = 'pending'): Promise<string> {
  const [row] = await ctx.app.db
    .insert(orders)
    .values({ organizationId: ctx.orgs.x, userId: ctx.sessions.customerA.userId, customer: { name: 'Clara Kundin', email: 'customer@example.com' }, provider: 'test', status, summary, totalCents: 2757, amountDueCents: 2757 })
    .returning();
  return row!.id;
}

export async function invoiceFixture(ctx: AccessContext, status: 'paid' | 'pending' = 'pending'): Promise<string> {
  const sequence = 500_000 + randomInt(400_000);
  const [row] = await ctx.app.db
    .insert(invoices)
    .values({
      organizationId: ctx.orgs.x,
      userId: ctx.sessions.customerA.userId,
      number: `1999-${sequence}`,
      year: 1999,
      sequence,
      status,
      seller: { name: 'BeachSide Köln GmbH' },
      buyer: { name: 'Clara Kundin' },
      lines: [],
      totals: { subtotalCents: 2400, discountCents: 0, netCents: 2317, vatCents: 440, grossCents: 2757, voucherCents: 0, amountDueCents: 2757 },
      totalCents: 2757,
    })
    .returning();
  return row!.id;
}

/** An upcoming booking of customer A far in the future (no clash with the demo week). */
export async function bookingFixture(ctx: AccessContext): Promise<string> {
  const [court] = await ctx.app.db.select().from(resources).where(eq(resources.organizationId, ctx.orgs.x)).limit(1);
  const start = new Date(Date.now() + (120 + randomInt(600)) * 86_400_000);
  start.setUTCHours(9 + randomInt(10), 0, 0, 0);
  const [row] = await ctx.app.db
    .insert(bookings)
    .values({ organizationId: ctx.orgs.x, resourceId: court!.id, startsAt: start, endsAt: new Date(start.getTime() + 3_600_000), type: 'normal', status: 'upcoming', priceCents: 2400, userId: ctx.sessions.customerA.userId })
    .returning();
  return row!.id;
}
