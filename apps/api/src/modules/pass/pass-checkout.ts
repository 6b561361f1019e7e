// Passes through the one cart and order path (docs/product/passes.md): a pass type is a cart
// line priced at its own VAT rate (taxed at sale, docs/decisions/006-passes-taxed-at-sale.md); the
// order stores a pending pass per line and the payment activates it. A pass attached to the cart
// pays its eligible court lines with punches: those lines cost 0 € and the punches are taken in
// the order's transaction (conditional UPDATE), given back when the order is not paid.
import { coverWithPass, passIneligibility } from '@courtside/core/passes';
import type { CartPassLineDto, PassRules } from '@courtside/core/passes';
import type { PricedLine, PricingItem } from '@courtside/core/pricing';
import { localized } from '@courtside/core/shop';
import type { BookingType } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';
import { organizationRepository } from '../organization';
import { passRepository } from './pass.repository';
import type { PassCartLineRow, PassRow, PassTypeRow } from './pass.repository';
import { activatePass, redeemPass } from './pass.service';

export type PassCartLine = PassCartLineRow & { type: PassTypeRow };

export interface PassCover {
  pass: PassRow | null;
  /** Punches per court line of the cart (0 = paid with money). */
  units: number[];
  /** Why the attached pass pays nothing (null when it pays or none is attached). */
  problem: string | null;
}

export interface CoverableItem {
  bookingType: BookingType;
  startsAt: Date;
  endsAt: Date;
  quantity: number;
}

export async function cartPassLines(db: DbOrTx, cartId: string | undefined): Promise<PassCartLine[]> {
  return passRepository.cartLines(db, cartId);
}

export function passPricingItems(lines: readonly PassCartLine[]): PricingItem[] {
  return lines.map((l) => ({
    unitPriceCents: l.type.priceCents,
    quantity: 1,
    vatPercent: l.type.vatBasisPoints / 100,
  }));
}

export function cartPassLineToDto(l: PassCartLine, language?: string): CartPassLineDto {
  return {
    id: l.id,
    kind: 'pass',
    passTypeId: l.passTypeId,
    name: localized(l.type.name, language),
    units: l.type.units,
    unit: l.type.unit,
    validityMonths: l.type.validityMonths,
    unitPrice: l.type.priceCents,
    vatPercent: l.type.vatBasisPoints / 100,
  };
}

export function rulesOf(pass: Pick<PassRow, 'unit' | 'bookingTypes' | 'windows'>): PassRules {
  return { unit: pass.unit, bookingTypes: pass.bookingTypes, windows: pass.windows };
}

async function timeZoneOf(db: DbOrTx, organizationId: string): Promise<string> {
  return (await organizationRepository.findById(db, organizationId))?.timezone ?? 'Europe/Berlin';
}

/** A pass the customer may use now: theirs, active, within validity. */
export function usablePass(pass: PassRow | undefined, userId: string | null, now: Date): string | null {
  if (!pass || !userId || pass.userId !== userId) return 'unknown';
  if (pass.status !== 'active') return pass.status;
  if (pass.validUntil && pass.validUntil <= now) return 'expired';
  if (pass.unitsRemaining <= 0) return 'empty';
  return null;
}

/** Which court lines the cart's pass pays, while its punches last. */
export async function coverCart(
  db: DbOrTx,
  passId: string | null | undefined,
  items: readonly CoverableItem[],
  ctx: { organizationId: string; userId: string | null; now: Date },
): Promise<PassCover> {
  const none = items.map(() => 0);
  if (!passId || !items.length) return { pass: null, units: none, problem: null };
  const pass = await passRepository.find(db, ctx.organizationId, passId);
  const problem = usablePass(pass, ctx.userId, ctx.now);
  if (problem) return { pass: pass ?? null, units: none, problem };
  const timeZone = await timeZoneOf(db, ctx.organizationId);
  const units = coverWithPass(rulesOf(pass!), pass!.unitsRemaining, items, timeZone);
  const covered = units.some((u) => u > 0);
  const why = covered
    ? null
    : (items.map((i) => passIneligibility(rulesOf(pass!), i, timeZone)).find(Boolean) ?? 'empty');
  return { pass: pass!, units, problem: why };
}

/** The pricing items of court lines, those the pass pays at 0 €. */
export function coveredPricingItems(items: readonly PricingItem[], cover: PassCover): PricingItem[] {
  return items.map((item, i) => ((cover.units[i] ?? 0) > 0 ? { ...item, unitPriceCents: 0 } : item));
}

/** Stores a pending pass per pass line of the order; `lines` are the order's priced lines. */
export async function insertOrderPasses(
  tx: DbOrTx,
  order: { id: string; organizationId: string; userId: string | null; locale: string; customer: { email: string } },
  passLines: readonly Pick<PassCartLine, 'passTypeId' | 'type'>[],
  lines: readonly PricedLine[],
  offset: number,
  source: 'online' | 'desk' = 'online',
  createdBy: string | null = null,
): Promise<PassRow[]> {
  const out: PassRow[] = [];
  for (const [k, l] of passLines.entries()) {
    const line = lines[offset + k]!;
    out.push(
      await passRepository.insert(tx, {
        organizationId: order.organizationId,
        passTypeId: l.passTypeId,
        userId: order.userId,
        email: order.customer.email,
        orderId: order.id,
        position: offset + k,
        name: localized(l.type.name, order.locale),
        unit: l.type.unit,
        bookingTypes: l.type.bookingTypes,
        windows: l.type.windows,
        validityMonths: l.type.validityMonths,
        unitsTotal: l.type.units,
        unitsRemaining: l.type.units,
        status: 'pending',
        source,
        unitPriceCents: l.type.priceCents,
        vatBasisPoints: l.type.vatBasisPoints,
        grossCents: line.gross,
        vatCents: line.vat,
        discountCents: line.discount,
        createdBy,
      }),
    );
  }
  return out;
}

/** Takes the punches of the order's court lines paid by the pass (throws PASS_USED_UP when gone). */
export async function redeemOrderPunches(
  tx: DbOrTx,
  passId: string,
  orderId: string,
  lines: readonly { bookingId: string | null; units: number }[],
  now: Date,
): Promise<void> {
  for (const l of lines) {
    if (l.units <= 0) continue;
    await redeemPass(tx, { passId, units: l.units, orderId, bookingId: l.bookingId, now });
  }
}

/** The order is paid: its passes start and leave the cart. */
export async function activateOrderPasses(
  tx: DbOrTx,
  order: { id: string; cartId: string | null },
  now: Date,
  createdBy: string | null = null,
): Promise<void> {
  const sold = await passRepository.ofOrder(tx, order.id);
  for (const pass of sold) await activatePass(tx, pass, now, createdBy);
  if (order.cartId && sold.length) await passRepository.deleteCartLines(tx, order.cartId);
}

/** Invoice lines of the passes the order sold, each at its own VAT rate (taxed at sale). */
export async function passInvoiceLines(tx: DbOrTx, orderId: string, locale: string): Promise<InvoiceLine[]> {
  const de = locale === 'de';
  return (await passRepository.ofOrder(tx, orderId)).map((p) => ({
    kind: 'pass',
    passId: p.id,
    description: `${p.name} (${p.unitsTotal} ${unitLabel(p.unit, de)}, ${de ? 'gültig' : 'valid'} ${p.validityMonths} ${de ? 'Monate' : 'months'})`,
    quantity: 1,
    unitPriceCents: p.unitPriceCents,
    subtotalCents: p.unitPriceCents,
    discountCents: p.discountCents,
    netCents: p.grossCents - p.vatCents,
    vatCents: p.vatCents,
    grossCents: p.grossCents,
    vatPercent: p.vatBasisPoints / 100,
  }));
}

function unitLabel(unit: PassRow['unit'], de: boolean): string {
  if (unit === 'place') return de ? 'Plätze' : 'places';
  return de ? 'Platzstunden' : 'court hours';
}

/** The names of the passes that paid lines of an order, for the invoice's 0 € lines. */
export async function passNames(
  db: DbOrTx,
  organizationId: string,
  passIds: readonly string[],
): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const id of new Set(passIds)) {
    const p = await passRepository.find(db, organizationId, id);
    if (p) out[id] = p.name;
  }
  return out;
}

/** Attaches the customer's pass to the cart (checked again when the order is made). */
export function assertAttachable(pass: PassRow | undefined, userId: string | null, now: Date): PassRow {
  const problem = usablePass(pass, userId, now);
  if (problem === 'unknown') throw new AppError('NOT_FOUND', 'Pass not found');
  if (problem) throw new AppError('PASS_INVALID', `This pass cannot pay right now (${problem})`, { reason: problem });
  return pass!;
}

/** Unpaid orders of this cart that would sell passes (an earlier checkout, replaced by a new one). */
export async function pendingOrderIdsOfPasses(tx: DbOrTx, cartId: string): Promise<string[]> {
  return passRepository.pendingOrderIdsOfCart(tx, cartId);
}
