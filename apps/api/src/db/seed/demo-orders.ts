// Pays the demo bookings the way real ones are paid: one order per booking group, priced by the one
// pricing function (online orders carry the service fee, desk orders none), a succeeded payment
// (card online; cash or bank transfer at the desk), an invoice with gapless numbers per year in
// the order they were issued, and a few cancellations with their refund and credit note. Sets the
// bookings' order, creation time and status before they are inserted. Everything in bulk. The
// documents go in with placeholder numbers: renumberDemoDocuments (demo-shop-sales.ts) numbers every
// document of the venue once, after the shop sales, in one statement.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organizationSettings } from '@courtside/core/organization';
import { priceCart, priceLines } from '@courtside/core/pricing';
import type { PricingItem, PricingSettings } from '@courtside/core/pricing';
import type { DbOrTx } from '../client';
import { orderItems, orders, payments } from '../schema/checkout';
import { invoices, refunds } from '../schema/invoices';
import type { InvoiceLine } from '../schema/invoices';
import { organizations } from '../schema/organizations';
import { resources } from '../schema/venue';
import { invoiceLinesOf } from '../../modules/invoice/invoice.service';
import type { NewBooking } from './demo-activities';
import { bulkInsert } from './bulk';

export interface DemoOrderPlan {
  bookings: NewBooking[];
  channel: 'desk' | 'online';
  subscriptionId?: string;
}

interface Context {
  organizationId: string;
  timeZone: string;
  now: Date;
  staffId: string | null;
  rand: () => number;
  people: { id: string; email: string; name: string }[];
}

type OrderInsert = typeof orders.$inferInsert & { id: string };
type ItemInsert = typeof orderItems.$inferInsert;
type InvoiceInsert = typeof invoices.$inferInsert & { id: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function insertDemoOrders(db: DbOrTx, c: Context, plans: DemoOrderPlan[]): Promise<void> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, c.organizationId));
  if (!org) return;
  const settings = organizationSettings(org.settings);
  const online: PricingSettings = settings;
  // Desk payments carry no online service fee (docs/product.md#service-fee).
  const desk: PricingSettings = { ...settings, serviceFee: { ...settings.serviceFee, fixedCents: 0, percent: 0 } };
  const seller = demoSeller(org.legal);
  const names = new Map<string, string>();
  const resourceRows = await db
    .select({ id: resources.id, name: resources.name })
    .from(resources)
    .where(eq(resources.organizationId, c.organizationId));
  for (const r of resourceRows) names.set(r.id, r.name);
  const orderRows: OrderInsert[] = [];
  const itemRows: ItemInsert[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const refundRows: (typeof refunds.$inferInsert)[] = [];
  // Invoices and credit notes with the instant they were issued (numbered below).
  const documents: { at: Date; invoice: InvoiceInsert }[] = [];

  for (const plan of plans) {
    const first = plan.bookings.reduce((a, b) => (b.startsAt < a ? b.startsAt : a), plan.bookings[0]!.startsAt);
    const owner = plan.bookings[0]!;
    const account = owner.userId ? c.people.find((p) => p.id === owner.userId) : undefined;
    const customer = account
      ? { name: account.name, email: account.email }
      : { name: owner.guestContact?.name ?? '', email: owner.guestContact?.email ?? '' };
    // Walk-ins pay shortly before they play; online bookings are made hours to days ahead.
    const isDesk = plan.channel === 'desk' && first.getTime() - c.now.getTime() < 2 * HOUR;
    const ahead = plan.subscriptionId ? 3 * DAY : isDesk ? c.rand() * 2 * HOUR : HOUR + c.rand() * 9 * DAY;
    const createdAt = new Date(Math.min(first.getTime() - ahead, c.now.getTime() - 10 * 60_000));
    const completedAt = new Date(createdAt.getTime() + 90_000);
    const method = isDesk ? (c.rand() < 0.85 ? 'cash' : 'bank_transfer') : 'credit_card';
    const provider = isDesk ? method : 'test';
    const items: PricingItem[] = plan.bookings.map((b) => ({
      unitPriceCents: Math.round(b.priceCents / Math.max(1, b.places ?? 1)),
      quantity: Math.max(1, b.places ?? 1),
      bookingType: b.type,
    }));
    const input = { items, settings: isDesk ? desk : online };
    const summary = priceCart(input);
    const lines = priceLines(input, summary);
    const locale = account || c.rand() < 0.75 ? 'de' : 'en';
    const order: OrderInsert = {
      id: randomUUID(),
      organizationId: c.organizationId,
      userId: account?.id ?? null,
      guestToken: account ? null : `demo-${randomUUID()}`,
      customer,
      locale,
      status: 'completed',
      confirmationStatus: 'confirmed',
      paymentMethod: method,
      provider,
      summary,
      totalCents: summary.total,
      amountDueCents: summary.total,
      currency: org.currency,
      createdBy: isDesk ? c.staffId : null,
      completedAt,
      createdAt,
      updatedAt: completedAt,
    };
    orderRows.push(order);
    const items_ = plan.bookings.map((b, i) => ({
      organizationId: c.organizationId,
      orderId: order.id,
      bookingId: b.id,
      resourceId: b.resourceId,
      resourceName: names.get(b.resourceId) ?? '',
      startsAt: b.startsAt,
      endsAt: b.endsAt,
      bookingType: b.type,
      quantity: items[i]!.quantity,
      unitPriceCents: items[i]!.unitPriceCents,
      subtotalCents: lines[i]!.subtotal,
      discountCents: lines[i]!.discount,
      grossCents: lines[i]!.gross,
      vatCents: lines[i]!.vat,
      refundedCents: 0,
      subscriptionId: b.subscriptionId ?? null,
      groupId: b.sessionId ?? null,
    }));
    itemRows.push(...items_);
    const paymentId = randomUUID();
    paymentRows.push({
      id: paymentId,
      organizationId: c.organizationId,
      orderId: order.id,
      provider,
      method,
      amountCents: summary.total,
      status: 'succeeded',
      succeededAt: completedAt,
      createdAt,
      updatedAt: completedAt,
    });
    for (const b of plan.bookings) {
      b.orderId = order.id;
      b.createdAt = createdAt;
      b.updatedAt = completedAt;
      if (isDesk) b.createdBy = c.staffId;
    }
    const invoiceLines = invoiceLinesOf(
      { ...order, summary } as never,
      items_.map((i) => ({ ...i, id: randomUUID() })) as never,
      settings.vatPercent,
      settings.serviceFee.vatPercent,
      c.timeZone,
    );
    const invoice: InvoiceInsert = {
      id: randomUUID(),
      organizationId: c.organizationId,
      orderId: order.id,
      userId: order.userId,
      kind: 'invoice',
      number: '',
      year: 0,
      sequence: 0,
      status: 'paid',
      seller,
      buyer: { name: customer.name, email: customer.email },
      lines: invoiceLines,
      totals: totalsOf(invoiceLines),
      totalCents: summary.total,
      currency: org.currency,
      paymentMethod: method,
      issuedAt: completedAt,
      paidAt: completedAt,
      createdAt: completedAt,
    };
    documents.push({ at: completedAt, invoice });

    // A few online bookings made well ahead were cancelled in time: the money went back in full.
    const cancelAt = new Date(createdAt.getTime() + DAY);
    const cancelled =
      plan.channel === 'online' &&
      !plan.subscriptionId &&
      plan.bookings.every((b) => b.type === 'normal') &&
      first.getTime() - createdAt.getTime() > 5 * DAY &&
      cancelAt < c.now &&
      c.rand() < 0.12;
    if (!cancelled) continue;
    for (const b of plan.bookings)
      Object.assign(b, { status: 'cancelled', cancelledAt: cancelAt, cancelReason: 'customer' });
    for (const item of items_) item.refundedCents = item.grossCents;
    paymentRows[paymentRows.length - 1]!.refundedCents = summary.total;
    invoice.status = 'refunded';
    invoice.refundedCents = summary.total;
    const gross = -summary.total;
    const vat = gross - Math.round(gross / (1 + settings.vatPercent / 100));
    const line: InvoiceLine = {
      kind: 'credit',
      description: locale === 'de' ? 'Stornierung' : 'Cancellation',
      quantity: 1,
      unitPriceCents: gross,
      subtotalCents: gross,
      discountCents: 0,
      netCents: gross - vat,
      vatCents: vat,
      grossCents: gross,
      vatPercent: settings.vatPercent,
    };
    const note: InvoiceInsert = {
      ...invoice,
      id: randomUUID(),
      kind: 'credit_note',
      status: 'refunded',
      creditedInvoiceId: invoice.id,
      refundedCents: 0,
      lines: [line],
      totals: totalsOf([line]),
      totalCents: gross,
      issuedAt: cancelAt,
      paidAt: cancelAt,
      createdAt: cancelAt,
    };
    documents.push({ at: cancelAt, invoice: note });
    refundRows.push({
      organizationId: c.organizationId,
      orderId: order.id,
      paymentId,
      bookingId: plan.bookings[0]!.id,
      kind: 'money',
      amountCents: summary.total,
      status: 'succeeded',
      creditNoteId: note.id,
      reason: 'customer',
      createdAt: cancelAt,
    });
  }
  // Placeholders, unique until renumberDemoDocuments draws the gapless numbers per calendar year
  // (below the shop sales' placeholders, -1 and down).
  documents.sort((a, b) => a.at.getTime() - b.at.getTime());
  documents.forEach((d, i) => {
    Object.assign(d.invoice, { year: 0, sequence: -1_000_000 - i, number: `pending-${d.invoice.id}` });
  });
  await bulkInsert(db, orders, orderRows);
  await bulkInsert(db, orderItems, itemRows);
  await bulkInsert(db, payments, paymentRows);
  await bulkInsert(
    db,
    invoices,
    documents.map((d) => d.invoice),
  );
  await bulkInsert(db, refunds, refundRows);
}

/** The seller block of the demo's invoices: the organization's legal data. */
export function demoSeller(l: (typeof organizations.$inferSelect)['legal']) {
  return {
    name: l.companyName,
    street: l.street,
    postalCode: l.postalCode,
    city: l.city,
    country: l.country,
    email: l.email,
    phone: l.phone,
    ...(l.vatId ? { vatId: l.vatId } : {}),
    managingDirector: l.managingDirector,
  };
}

/** An invoice's totals: the sums of its lines. */
export function totalsOf(lines: InvoiceLine[]) {
  const sum = (k: 'subtotalCents' | 'discountCents' | 'netCents' | 'vatCents' | 'grossCents') =>
    lines.reduce((s, l) => s + l[k], 0);
  const grossCents = sum('grossCents');
  return {
    subtotalCents: sum('subtotalCents'),
    discountCents: sum('discountCents'),
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
    grossCents,
    voucherCents: 0,
    amountDueCents: grossCents,
  };
}
