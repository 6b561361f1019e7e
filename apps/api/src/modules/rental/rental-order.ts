// Rentals through the cart, order and invoice path (docs/product/shop.md#rental-money): priced
// after the court, product and pass lines, frozen on the rental row when the order is taken, one
// invoice line each at the rental's own VAT rate, and refunded with their booking.
import { localized } from '@courtside/core/shop';
import type { PricedLine, PricingItem } from '@courtside/core/pricing';
import type { orderRentalLineSchema } from '@courtside/core/rentals';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine } from '../../db/schema/invoices';
import type { OrderRow } from '../checkout';
import { rentalRepository } from './rental.repository';
import type { RentalLine } from './rental.repository';
import { assertRentalsFit } from './rental.service';

type OrderRentalLineDto = z.infer<typeof orderRentalLineSchema>;

/** The rentals of a cart's live court holds. */
export async function cartRentals(db: DbOrTx, cartId: string | undefined, now: Date): Promise<RentalLine[]> {
  return cartId ? rentalRepository.ofCart(db, cartId, now) : [];
}

export function rentalPricingItems(lines: readonly RentalLine[]): PricingItem[] {
  return lines.map((l) => ({
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    vatPercent: l.vatBasisPoints / 100,
  }));
}

/** Freezes the order's amounts on its rentals; `lines` are the priced lines of all items. */
export async function attachOrderRentals(
  tx: DbOrTx,
  order: OrderRow,
  rentals: readonly RentalLine[],
  lines: readonly PricedLine[],
  offset: number,
): Promise<void> {
  for (const [k, r] of rentals.entries()) {
    const line = lines[offset + k]!;
    await rentalRepository.update(tx, r.id, {
      orderId: order.id,
      position: offset + k,
      productName: localized(r.name, order.locale),
      subtotalCents: line.subtotal,
      discountCents: line.discount,
      grossCents: line.gross,
      vatCents: line.vat,
      refundedCents: 0,
    });
  }
}

export async function orderHasRentals(db: DbOrTx, orderId: string): Promise<boolean> {
  return (await rentalRepository.ofOrder(db, orderId)).length > 0;
}

/** Paid: the order's rentals must still fit (a payment can confirm a booking whose hold ran out). */
export async function confirmOrderRentals(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  const bookingIds = [...new Set((await rentalRepository.ofOrder(tx, order.id)).map((r) => r.bookingId))];
  await assertRentalsFit(tx, order.organizationId, bookingIds, now);
}

export async function rentalInvoiceLines(db: DbOrTx, orderId: string): Promise<InvoiceLine[]> {
  return (await rentalRepository.ofOrder(db, orderId)).map((r) => ({
    kind: 'product',
    description: r.productName ?? localized(r.name, 'de'),
    bookingId: r.bookingId,
    quantity: r.quantity,
    unitPriceCents: r.unitPriceCents,
    subtotalCents: r.subtotalCents,
    discountCents: r.discountCents,
    netCents: r.grossCents - r.vatCents,
    vatCents: r.vatCents,
    grossCents: r.grossCents,
    vatPercent: r.vatBasisPoints / 100,
  }));
}

/** What the rentals of an order have not had back yet, optionally one booking's only. */
export async function openRentalCents(db: DbOrTx, orderId: string, bookingId?: string): Promise<number> {
  return (await rentalRepository.ofOrder(db, orderId))
    .filter((r) => !bookingId || r.bookingId === bookingId)
    .reduce((s, r) => s + r.grossCents - r.refundedCents, 0);
}

/** The paid rentals of a booking with what each has not had back yet, locked for the refund. */
export async function refundableRentals(
  tx: DbOrTx,
  bookingId: string,
  orderId: string,
): Promise<
  { id: string; name: string; quantity: number; grossCents: number; openCents: number; vatPercent: number }[]
> {
  const locked = await rentalRepository.lockOfBooking(tx, bookingId);
  return locked
    .filter((r) => r.orderId === orderId && r.grossCents - r.refundedCents > 0)
    .map((r) => ({
      id: r.id,
      name: r.productName ?? '',
      quantity: r.quantity,
      grossCents: r.grossCents,
      openCents: r.grossCents - r.refundedCents,
      vatPercent: r.vatBasisPoints / 100,
    }));
}

export async function markRentalRefunded(tx: DbOrTx, rentalId: string, refundedCents: number): Promise<void> {
  await rentalRepository.update(tx, rentalId, { refundedCents });
}

/** The order's rentals as its DTO lists them. */
export async function orderRentalLines(db: DbOrTx, orderId: string): Promise<OrderRentalLineDto[]> {
  return (await rentalRepository.ofOrder(db, orderId)).map(rentalLineDto);
}

/** The rentals of many orders (a list page) by order id, as their DTOs list them. */
export async function ordersRentalLines(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderRentalLineDto[]>> {
  const byOrder = new Map<string, OrderRentalLineDto[]>();
  for (const r of await rentalRepository.ofOrders(db, orderIds)) {
    const lines = byOrder.get(r.orderId!) ?? [];
    lines.push(rentalLineDto(r));
    byOrder.set(r.orderId!, lines);
  }
  return byOrder;
}

function rentalLineDto(r: RentalLine): OrderRentalLineDto {
  return {
    id: r.id,
    bookingId: r.bookingId,
    productId: r.productId,
    name: r.productName ?? localized(r.name, 'de'),
    quantity: r.quantity,
    unitPriceCents: r.unitPriceCents,
    vatPercent: r.vatBasisPoints / 100,
    subtotalCents: r.subtotalCents,
    discountCents: r.discountCents,
    grossCents: r.grossCents,
    vatCents: r.vatCents,
    refundedCents: r.refundedCents,
  };
}
