// Manual invoices drafted by staff in the dashboard (docs/product.md#invoices): a buyer and
// free lines with VAT-inclusive unit prices. VAT is computed per rate on the document's gross
// (docs/product.md#money) and allocated to the lines, so the lines always add up to the totals.
import { z } from 'zod';
import { allocate, netFromGross } from './money';

export const manualInvoiceLineSchema = z.object({
  description: z.string().trim().min(1, 'is required').max(300),
  quantity: z.number().int().min(1).max(10_000),
  unitPriceCents: z.number().int().min(0).max(100_000_000).describe('gross, VAT included'),
  vatPercent: z.number().min(0).max(100),
});
export type ManualInvoiceLine = z.infer<typeof manualInvoiceLineSchema>;

export const manualInvoiceBuyerSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .email('must be an email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  street: z.string().trim().max(200).optional(),
  postalCode: z.string().trim().max(20).optional(),
  city: z.string().trim().max(120).optional(),
  country: z.string().trim().max(2).optional(),
  vatId: z.string().trim().max(40).optional(),
});

export const manualPaymentMethods = ['bank_transfer', 'cash', 'credit_card', 'online'] as const;

export const manualInvoiceBodySchema = z.strictObject({
  buyer: manualInvoiceBuyerSchema,
  userId: z.uuid().nullish().describe('the customer account the invoice belongs to (sees it in their account)'),
  paymentMethod: z.enum(manualPaymentMethods).nullish(),
  lines: z.array(manualInvoiceLineSchema).min(1, 'needs at least one line').max(100),
});
export const manualInvoicePatchSchema = manualInvoiceBodySchema.partial();
export type ManualInvoiceBody = z.infer<typeof manualInvoiceBodySchema>;

export const creditNoteBodySchema = z.strictObject({
  amountCents: z.number().int().min(1).optional().describe('default: everything not yet credited'),
  reason: z.string().trim().min(1, 'is required').max(500),
});

export interface ComputedLine {
  kind: 'manual';
  description: string;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  vatPercent: number;
}

export interface ComputedTotals {
  subtotalCents: number;
  discountCents: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
  voucherCents: number;
  amountDueCents: number;
}

/** Lines with net and VAT: per VAT rate, VAT of the rate's gross sum split over its lines. */
export function computeManualInvoice(lines: readonly ManualInvoiceLine[]): {
  lines: ComputedLine[];
  totals: ComputedTotals;
} {
  const gross = lines.map((l) => l.unitPriceCents * l.quantity);
  const vat = new Array<number>(lines.length).fill(0);
  for (const rate of new Set(lines.map((l) => l.vatPercent))) {
    const indexes = lines.map((l, i) => (l.vatPercent === rate ? i : -1)).filter((i) => i >= 0);
    const rateGross = indexes.reduce((s, i) => s + gross[i]!, 0);
    const rateVat = rateGross - netFromGross(rateGross, rate);
    allocate(
      rateVat,
      indexes.map((i) => gross[i]!),
    ).forEach((v, n) => {
      vat[indexes[n]!] = v;
    });
  }
  const computed: ComputedLine[] = lines.map((l, i) => ({
    kind: 'manual',
    description: l.description,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    subtotalCents: gross[i]!,
    discountCents: 0,
    netCents: gross[i]! - vat[i]!,
    vatCents: vat[i]!,
    grossCents: gross[i]!,
    vatPercent: l.vatPercent,
  }));
  const sum = (k: 'netCents' | 'vatCents' | 'grossCents') => computed.reduce((s, l) => s + l[k], 0);
  const grossCents = sum('grossCents');
  return {
    lines: computed,
    totals: {
      subtotalCents: grossCents,
      discountCents: 0,
      netCents: sum('netCents'),
      vatCents: sum('vatCents'),
      grossCents,
      voucherCents: 0,
      amountDueCents: grossCents,
    },
  };
}
