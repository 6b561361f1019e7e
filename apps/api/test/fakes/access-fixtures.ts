// Records the checkout access rows need (test/access-matrix.ts): each setup makes fresh
// rows owned by customer A in organization X, so every actor's request meets the same state.
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { bookings } from '../../src/db/schema/booking';
import { orders } from '../../src/db/schema/checkout';
import { coupons, vouchers } from '../../src/db/schema/coupons';
import { invoices } from '../../src/db/schema/invoices';
import { resources } from '../../src/db/schema/venue';
import type { AccessContext } from '../auth';

const summary = {
  subtotal: 2400,
  discount: 0,
  gross: 2400,
  net: 2017,
  vat: 383,
  serviceFee: 300,
  serviceFeeVat: 57,
  serviceFeeWaiver: 0,
  total: 2757,
  totalItems: 1,
};

export async function couponFixture(ctx: AccessContext): Promise<string> {
  const [row] = await ctx.app.db
    .insert(coupons)
    .values({ organizationId: ctx.orgs.x, code: `ACC-${randomUUID().slice(0, 8)}`, kind: 'fixed', amountCents: 500 })
    .returning();
  return row!.id;
}

export async function voucherFixture(ctx: AccessContext): Promise<string> {
  const [row] = await ctx.app.db
    .insert(vouchers)
    .values({
      organizationId: ctx.orgs.x,
      code: `ACC-${randomUUID().slice(0, 8)}`,
      initialCents: 1000,
      balanceCents: 1000,
    })
    .returning();
  return row!.id;
}

export async function orderFixture(ctx: AccessContext, status: 'pending' | 'completed' = 'pending'): Promise<string> {
  const [row] = await ctx.app.db
    .insert(orders)
    .values({
      organizationId: ctx.orgs.x,
      userId: ctx.sessions.customerA.userId,
      customer: { name: 'Clara Kundin', email: 'customer@example.com' },
      provider: 'test',
      status,
      summary,
      totalCents: 2757,
      amountDueCents: 2757,
    })
    .returning();
  return row!.id;
}

/** Invoice numbers of 1999, counted per test file (each file has a database of its own). */
let invoiceCount = 0;

export async function invoiceFixture(ctx: AccessContext, status: 'paid' | 'pending' = 'pending'): Promise<string> {
  const sequence = 500_000 + invoiceCount++;
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
      totals: {
        subtotalCents: 2400,
        discountCents: 0,
        netCents: 2317,
        vatCents: 440,
        grossCents: 2757,
        voucherCents: 0,
        amountDueCents: 2757,
      },
      totalCents: 2757,
    })
    .returning();
  return row!.id;
}

/**
 * An upcoming booking of customer A far in the future, on an hour of the court no other booking
 * holds: earlier fixtures of the file stay, and two random hours once met (bookings_no_overlap).
 */
export async function bookingFixture(ctx: AccessContext): Promise<string> {
  const [court] = await ctx.app.db.select().from(resources).where(eq(resources.organizationId, ctx.orgs.x)).limit(1);
  for (let attempt = 0; attempt < 50; attempt++) {
    const start = new Date(Date.now() + (120 + randomInt(600)) * 86_400_000);
    start.setUTCHours(9 + randomInt(10), 0, 0, 0);
    const end = new Date(start.getTime() + 3_600_000);
    const taken = await ctx.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.resourceId, court!.id), lt(bookings.startsAt, end), gt(bookings.endsAt, start)))
      .limit(1);
    if (taken.length > 0) continue;
    const [row] = await ctx.app.db
      .insert(bookings)
      .values({
        organizationId: ctx.orgs.x,
        resourceId: court!.id,
        startsAt: start,
        endsAt: end,
        type: 'normal',
        status: 'upcoming',
        priceCents: 2400,
        userId: ctx.sessions.customerA.userId,
      })
      .returning();
    return row!.id;
  }
  throw new Error('bookingFixture: no free hour found on the court');
}
