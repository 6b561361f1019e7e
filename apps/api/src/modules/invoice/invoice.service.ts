// Invoices (docs/product.md#invoices): a gapless number per organization and year (2026-000123), seller data
// from the organization, a line per booking, the service fee (and its waiver), VAT per line adding
// up to the document VAT; a credit note on refund.
import { netFromGross } from '@courtside/core/money';
import { organizationSettings } from '@courtside/core/organization';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine, InvoiceParty } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';
import type { OrderItemRow, OrderRow } from '../order/order.repository';
import { invoiceRepository } from './invoice.repository';
import type { InvoiceRow } from './invoice.repository';
import { organizationRepository } from '../organization';

export function invoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year of an instant in the organization's time zone (a New Year's Eve booking). */
export function yearIn(instant: Date, timeZone: string): number {
  const f = yearFormatters.get(timeZone) ?? new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' });
  yearFormatters.set(timeZone, f);
  return Number(f.format(instant));
}
const yearFormatters = new Map<string, Intl.DateTimeFormat>();

// Formatters are costly to build (the demo seed describes thousands of slots): one per zone and language.
const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formattersOf(timeZone: string, lang: string) {
  const key = `${timeZone}|${lang}`;
  let f = formatters.get(key);
  if (!f) {
    f = {
      day: new Intl.DateTimeFormat(lang, {
        timeZone,
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat(lang, { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }),
    };
    formatters.set(key, f);
  }
  return f;
}

export function describeSlot(
  item: Pick<OrderItemRow, 'resourceName' | 'startsAt' | 'endsAt' | 'bookingType' | 'quantity'>,
  timeZone: string,
  locale: string,
): string {
  const f = formattersOf(timeZone, locale === 'de' ? 'de-DE' : 'en-GB');
  const day = f.day.format(item.startsAt);
  const time = (d: Date) => f.time.format(d);
  const de = locale === 'de';
  const kind =
    item.bookingType === 'abo'
      ? de
        ? 'Abo ab'
        : 'Season subscription from'
      : item.bookingType === 'come_together'
        ? `Come-together (${item.quantity} ${de ? 'Plätze' : item.quantity === 1 ? 'place' : 'places'})`
        : de
          ? 'Platzbuchung'
          : 'Court booking';
  return `${kind} · ${item.resourceName} · ${day} ${time(item.startsAt)}–${time(item.endsAt)}`;
}

export async function sellerOf(db: DbOrTx, organizationId: string) {
  const org = await organizationRepository.findById(db, organizationId);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  const l = org.legal;
  const seller: InvoiceParty = {
    name: l.companyName,
    street: l.street,
    postalCode: l.postalCode,
    city: l.city,
    country: l.country,
    email: l.email,
    phone: l.phone,
    ...(l.vatId ? { vatId: l.vatId } : {}),
    ...(l.registerCourt ? { registerCourt: l.registerCourt } : {}),
    ...(l.registerNumber ? { registerNumber: l.registerNumber } : {}),
    managingDirector: l.managingDirector,
  };
  return { org, seller, settings: organizationSettings(org.settings) };
}

function buyerOf(order: OrderRow): InvoiceParty {
  const a = order.billingAddress;
  return {
    name: a?.company ?? a?.name ?? order.customer.name,
    email: order.customer.email,
    ...(a ? { street: a.street, postalCode: a.postalCode, city: a.city, country: a.country } : {}),
  };
}

/** Invoice lines of a frozen order; their gross, net and VAT add up to the order's totals. */
export function invoiceLinesOf(
  order: OrderRow,
  items: OrderItemRow[],
  vatPercent: number,
  feeVatPercent: number,
  timeZone: string,
  passNames: Record<string, string> = {},
): InvoiceLine[] {
  const lines: InvoiceLine[] = items.map((i) => ({
    kind: 'booking',
    description: describeSlot(i, timeZone, order.locale) + passNote(i, order.locale, passNames),
    bookingId: i.bookingId,
    // Paid with punches of a pass: a 0 € line that names the pass (docs/product/passes.md).
    ...(i.passId ? { passId: i.passId, passUnits: i.passUnits } : {}),
    quantity: i.quantity,
    unitPriceCents: i.unitPriceCents,
    subtotalCents: i.subtotalCents,
    discountCents: i.discountCents,
    netCents: i.grossCents - i.vatCents,
    vatCents: i.vatCents,
    grossCents: i.grossCents,
    vatPercent,
  }));
  const s = order.summary;
  const de = order.locale === 'de';
  if (s.serviceFee > 0) {
    lines.push({
      kind: 'service_fee',
      description: de ? 'Servicegebühr' : 'Service fee',
      quantity: 1,
      unitPriceCents: s.serviceFee + s.serviceFeeVat,
      subtotalCents: s.serviceFee + s.serviceFeeVat,
      discountCents: 0,
      netCents: s.serviceFee,
      vatCents: s.serviceFeeVat,
      grossCents: s.serviceFee + s.serviceFeeVat,
      vatPercent: feeVatPercent,
    });
  }
  if (s.serviceFeeWaiver !== 0) {
    // What is left of the fee after the waiver, split again into net and VAT.
    const keptGross = s.serviceFee + s.serviceFeeVat + s.serviceFeeWaiver;
    const keptNet = netFromGross(keptGross, feeVatPercent);
    const net = keptNet - s.serviceFee;
    const vat = s.serviceFeeWaiver - net;
    lines.push({
      kind: 'service_fee_waiver',
      description: de ? 'Erlass der Servicegebühr' : 'Service fee waived',
      quantity: 1,
      unitPriceCents: s.serviceFeeWaiver,
      subtotalCents: s.serviceFeeWaiver,
      discountCents: 0,
      netCents: net,
      vatCents: vat,
      grossCents: s.serviceFeeWaiver,
      vatPercent: feeVatPercent,
    });
  }
  return lines;
}

function passNote(i: OrderItemRow, locale: string, names: Record<string, string>): string {
  if (!i.passId) return '';
  const de = locale === 'de';
  const name = names[i.passId] ?? (de ? 'Karte' : 'pass');
  return de ? ` – bezahlt mit ${name} (${i.passUnits} Punkte)` : ` – paid with ${name} (${i.passUnits} punches)`;
}

export function totalsOf(lines: InvoiceLine[], voucherCents: number) {
  const sum = (k: 'subtotalCents' | 'discountCents' | 'netCents' | 'vatCents' | 'grossCents') =>
    lines.reduce((s, l) => s + l[k], 0);
  const grossCents = sum('grossCents');
  return {
    subtotalCents: sum('subtotalCents'),
    discountCents: sum('discountCents'),
    netCents: sum('netCents'),
    vatCents: sum('vatCents'),
    grossCents,
    voucherCents,
    amountDueCents: grossCents - voucherCents,
  };
}

/** Issues the invoice of a completed order, once (a second call answers the first invoice). */
export async function issueInvoiceForOrder(
  tx: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
  options: {
    paid: boolean;
    now: Date;
    productLines?: InvoiceLine[];
    passNames?: Record<string, string>;
    /** The invoice's id, when a mail refers to it already. */ id?: string;
  },
): Promise<InvoiceRow> {
  const existing = await invoiceRepository.lockInvoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const { org, seller, settings } = await sellerOf(tx, order.organizationId);
  const lines = invoiceLinesOf(
    order,
    items,
    settings.vatPercent,
    settings.serviceFee.vatPercent,
    org.timezone,
    options.passNames,
  );
  // Shop and pass lines (each with its own VAT rate) stand after the court lines, before the service fee.
  if (options.productLines?.length) lines.splice(items.length, 0, ...options.productLines);
  const totals = totalsOf(lines, order.voucherCents);
  if (totals.grossCents !== order.totalCents)
    throw new Error(`Invoice lines ${totals.grossCents} do not add up to the order total ${order.totalCents}`);
  // The number is drawn by the same statement that writes the invoice, the last before COMMIT.
  return invoiceRepository.insertNumbered(tx, {
    ...(options.id ? { id: options.id } : {}),
    organizationId: order.organizationId,
    orderId: order.id,
    userId: order.userId,
    kind: 'invoice',
    year: yearIn(options.now, org.timezone),
    status: options.paid ? 'paid' : 'pending',
    seller,
    buyer: buyerOf(order),
    lines,
    totals,
    totalCents: order.totalCents,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    issuedAt: options.now,
    paidAt: options.paid ? options.now : null,
  });
}

/**
 * A credit note over `amountCents` of an order's invoice (refund or voucher credit). The invoice
 * becomes `refunded` once everything was credited.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  order: OrderRow,
  // invoiceId: the invoice to credit when the order has one per payer (docs/product/split-payment.md#release).
  input: { amountCents: number; description: string; now: Date; vatPercent?: number; invoiceId?: string },
): Promise<InvoiceRow | null> {
  const repo = invoiceRepository;
  const invoice = await (input.invoiceId ? repo.lockById(tx, input.invoiceId) : repo.lockInvoiceOfOrder(tx, order.id));
  if (!invoice || input.amountCents <= 0) return null;
  const { org, seller, settings } = await sellerOf(tx, order.organizationId);
  // A refunded shop line is credited at its own rate; everything else at the venue's rate.
  const vatPercent = input.vatPercent ?? settings.vatPercent;
  const gross = -input.amountCents;
  const vat = gross - netFromGross(gross, vatPercent);
  const line: InvoiceLine = {
    kind: 'credit',
    description: input.description,
    quantity: 1,
    unitPriceCents: gross,
    subtotalCents: gross,
    discountCents: 0,
    netCents: gross - vat,
    vatCents: vat,
    grossCents: gross,
    vatPercent,
  };
  const year = yearIn(input.now, org.timezone);
  const sequence = await invoiceRepository.nextSequence(tx, order.organizationId, year);
  const note = await invoiceRepository.insert(tx, {
    organizationId: order.organizationId,
    orderId: order.id,
    userId: order.userId,
    kind: 'credit_note',
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    status: 'refunded',
    creditedInvoiceId: invoice.id,
    seller,
    buyer: invoice.buyer,
    lines: [line],
    totals: totalsOf([line], 0),
    totalCents: gross,
    currency: invoice.currency,
    paymentMethod: invoice.paymentMethod,
    issuedAt: input.now,
    paidAt: input.now,
  });
  const updated = await invoiceRepository.addRefunded(tx, invoice.id, input.amountCents);
  if (updated.refundedCents >= updated.totalCents)
    await invoiceRepository.update(tx, invoice.id, { status: 'refunded' });
  return note;
}

export async function markInvoicePaid(tx: DbOrTx, invoice: InvoiceRow, now: Date): Promise<InvoiceRow> {
  if (invoice.kind !== 'invoice') throw new AppError('BAD_REQUEST', 'A credit note cannot be paid');
  if (invoice.status === 'paid') return invoice;
  if (invoice.status !== 'pending')
    throw new AppError('INVALID_TRANSITION', `A ${invoice.status} invoice cannot be marked paid`);
  return invoiceRepository.update(tx, invoice.id, { status: 'paid', paidAt: now });
}
