// One invoice per payer of a split order (docs/product/split-payment.md#invoices): the order's
// amounts per VAT rate are spread over the shares (core allocateShares), so every payer's invoice
// carries its own VAT per rate and the payers' invoices sum to the order's total. Numbers come from
// the same gapless counter as every invoice (invoiceRepository.nextSequence, in the caller's transaction).
import { netFromGross } from '@courtside/core/money';
import { allocateShares } from '@courtside/core/split-payment';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine } from '../../db/schema/invoices';
import type { OrderItemRow, OrderRow } from '../order/order.repository';
import { invoiceRepository } from './invoice.repository';
import type { InvoiceRow } from './invoice.repository';
import { invoiceLinesOf, invoiceNumber, sellerOf, totalsOf, yearIn } from './invoice.service';

export interface ShareInvoiceInput {
  /** The original shares of the order, booker first (they sum to the order's total). */
  shares: number[];
  /** Which of them this invoice covers: one share, or the open ones the booker took over. */
  rows: number[];
  buyer: { name: string; email: string };
  paymentMethod: string | null;
  now: Date;
}

/** The gross per VAT rate of a frozen order (the rates in a fixed order). */
function amountsByRate(lines: InvoiceLine[]) {
  const byRate = new Map<number, { gross: number; descriptions: string[]; fee: boolean }>();
  for (const l of lines) {
    const g = byRate.get(l.vatPercent) ?? { gross: 0, descriptions: [], fee: false };
    g.gross += l.grossCents;
    if (l.kind === 'service_fee') g.fee = true;
    else if (l.kind !== 'service_fee_waiver') g.descriptions.push(l.description);
    byRate.set(l.vatPercent, g);
  }
  return [...byRate.entries()].sort((a, b) => b[0] - a[0]).map(([rate, g]) => ({ rate, ...g }));
}

export async function issueShareInvoice(
  tx: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
  input: ShareInvoiceInput,
): Promise<InvoiceRow> {
  const { org, seller, settings } = await sellerOf(tx, order.organizationId);
  const orderLines = invoiceLinesOf(order, items, settings.vatPercent, settings.serviceFee.vatPercent, org.timezone);
  const groups = amountsByRate(orderLines);
  const matrix = allocateShares(
    groups.map((g) => g.gross),
    input.shares,
  );
  const de = order.locale === 'de';
  const players = input.shares.length;
  const lines: InvoiceLine[] = groups.flatMap((g, j) => {
    const gross = input.rows.reduce((s, r) => s + matrix[r]![j]!, 0);
    if (gross === 0) return [];
    const net = netFromGross(gross, g.rate);
    const fee = de ? 'Servicegebühr' : 'service fee';
    const what = g.descriptions.length
      ? `${g.descriptions.join('; ')}${g.fee ? (de ? ' inkl. ' : ' incl. ') + fee : ''}`
      : fee;
    const label = de ? `Anteil (geteilt durch ${players}): ${what}` : `Share (split ${players} ways): ${what}`;
    return [
      {
        kind: 'booking' as const,
        description: label,
        quantity: 1,
        unitPriceCents: gross,
        subtotalCents: gross,
        discountCents: 0,
        netCents: net,
        vatCents: gross - net,
        grossCents: gross,
        vatPercent: g.rate,
      },
    ];
  });
  const totals = totalsOf(lines, 0);
  const expected = input.rows.reduce((s, r) => s + input.shares[r]!, 0);
  if (totals.grossCents !== expected)
    throw new Error(`Share invoice lines ${totals.grossCents} do not add up to the share ${expected}`);
  const year = yearIn(input.now, org.timezone);
  const sequence = await invoiceRepository.nextSequence(tx, order.organizationId, year);
  return invoiceRepository.insert(tx, {
    organizationId: order.organizationId,
    orderId: order.id,
    userId: input.rows.includes(0) ? order.userId : null,
    kind: 'invoice',
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    status: 'paid',
    seller,
    buyer: input.buyer,
    lines,
    totals,
    totalCents: totals.grossCents,
    currency: order.currency,
    paymentMethod: input.paymentMethod,
    issuedAt: input.now,
    paidAt: input.now,
  });
}

/**
 * The invoice of a share paid with punches (docs/product/split-payment.md#vouchers-and-punch-cards):
 * a 0 € line that names the pass and the punches, carrying no VAT — the pass was taxed when it was
 * sold (docs/decisions/006-passes-taxed-at-sale.md), so nothing is taxed twice.
 */
export async function issueSharePunchInvoice(
  tx: DbOrTx,
  order: OrderRow,
  items: OrderItemRow[],
  input: ShareInvoiceInput & { pass: { id: string; name: string }; punches: number },
): Promise<InvoiceRow> {
  const { org, seller, settings } = await sellerOf(tx, order.organizationId);
  const courts = invoiceLinesOf(order, items, settings.vatPercent, settings.serviceFee.vatPercent, org.timezone).filter(
    (l) => l.kind === 'booking',
  );
  const de = order.locale === 'de';
  const players = input.shares.length;
  const what = courts.map((l) => l.description).join('; ');
  const paidWith = de
    ? `bezahlt mit ${input.pass.name} (${input.punches} Punkte)`
    : `paid with ${input.pass.name} (${input.punches} punches)`;
  const lines: InvoiceLine[] = [
    {
      kind: 'booking',
      description: `${de ? `Anteil (geteilt durch ${players})` : `Share (split ${players} ways)`}: ${what} – ${paidWith}`,
      quantity: 1,
      unitPriceCents: 0,
      subtotalCents: 0,
      discountCents: 0,
      netCents: 0,
      vatCents: 0,
      grossCents: 0,
      vatPercent: courts[0]?.vatPercent ?? settings.vatPercent,
      passId: input.pass.id,
      passUnits: input.punches,
    },
  ];
  const totals = totalsOf(lines, 0);
  const year = yearIn(input.now, org.timezone);
  const sequence = await invoiceRepository.nextSequence(tx, order.organizationId, year);
  return invoiceRepository.insert(tx, {
    organizationId: order.organizationId,
    orderId: order.id,
    userId: null,
    kind: 'invoice',
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    status: 'paid',
    seller,
    buyer: input.buyer,
    lines,
    totals,
    totalCents: 0,
    currency: order.currency,
    paymentMethod: input.paymentMethod,
    issuedAt: input.now,
    paidAt: input.now,
  });
}
