// Product lines through the order path (docs/product.md#shop): frozen with the order's totals,
// kept reserved for the payment window, sold when the order is paid, given back when the order is
// abandoned, and restocked line by line when refunded (with a credit note at the line's VAT rate).
import { localized } from '@courtside/core/shop';
import type { PricedLine } from '@courtside/core/pricing';
import { proRata } from '@courtside/core/pricing';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine } from '../../db/schema/invoices';
import { AppError } from '../../lib/app-error';
import type { OrderRow } from '../checkout';
import { refundMoney } from '../checkout';
import { voidGiftCardUnits } from './gift-cards';
import { productRepository } from './product.repository';
import type { LiveReservation, ProductLineRow } from './product.repository';

/** Stores the order's product lines; `lines` are the priced lines of all items, courts first. */
export async function insertOrderProductLines(
  tx: DbOrTx,
  order: OrderRow,
  products: readonly LiveReservation[],
  lines: readonly PricedLine[],
  courtCount: number,
): Promise<void> {
  await productRepository.insertLines(
    tx,
    products.map((p, k) => {
      const line = lines[courtCount + k]!;
      return {
        organizationId: order.organizationId,
        orderId: order.id,
        reservationId: p.id,
        productId: p.productId,
        variantId: p.variantId,
        position: courtCount + k,
        productName: localized(p.productName, order.locale),
        variantName: p.variantName,
        category: p.category,
        giftCard: p.giftCard,
        quantity: p.quantity,
        unitPriceCents: p.unitPriceCents,
        vatBasisPoints: p.vatBasisPoints,
        subtotalCents: line.subtotal,
        discountCents: line.discount,
        grossCents: line.gross,
        vatCents: line.vat,
      };
    }),
  );
  await productRepository.attachToOrder(
    tx,
    products.map((p) => p.id),
    order.id,
  );
}

/** Unpaid orders that already hold these product lines (an earlier checkout of the same cart). */
export async function pendingOrderIdsOfProducts(tx: DbOrTx, products: readonly LiveReservation[]): Promise<string[]> {
  return productRepository.pendingOrderIdsOf(
    tx,
    products.filter((p) => p.status === 'pending' && p.orderId).map((p) => p.id),
  );
}

/** The order's reservations stay held until the payment window ends (like the court holds). */
export async function startProductPayment(
  tx: DbOrTx,
  products: readonly LiveReservation[],
  orderId: string,
  until: Date,
): Promise<void> {
  await productRepository.startPayment(
    tx,
    products.map((p) => p.id),
    orderId,
    until,
  );
}

export async function orderHasProducts(tx: DbOrTx, orderId: string): Promise<boolean> {
  return (await productRepository.ofOrder(tx, orderId)).length > 0;
}

/** Paid: every reservation of the order becomes a sale; OUT_OF_STOCK when one ran out meanwhile. */
export async function sellOrderProducts(tx: DbOrTx, orderId: string): Promise<void> {
  const reservations = await productRepository.ofOrder(tx, orderId);
  if (!reservations.length) return;
  for (const reservation of reservations) {
    if (reservation.status === 'sold') continue;
    if (!(await productRepository.sell(tx, reservation)))
      throw new AppError('OUT_OF_STOCK', 'A product of this order sold out while it was being paid');
  }
  // Sold lines leave the cart.
  await productRepository.detachCart(
    tx,
    reservations.map((r) => r.id),
  );
}

/** Abandoned or failed: the order's held units go back to the shelf. */
export async function releaseOrderProducts(tx: DbOrTx, orderId: string): Promise<void> {
  const live = (await productRepository.ofOrder(tx, orderId)).filter(
    (r) => r.status === 'held' || r.status === 'pending',
  );
  await productRepository.releaseIds(
    tx,
    live.map((r) => r.id),
  );
}

export async function productInvoiceLines(tx: DbOrTx, orderId: string, locale: string): Promise<InvoiceLine[]> {
  const lines = await productRepository.linesOfOrder(tx, orderId);
  return lines.map((l) => ({
    kind: 'product',
    description: describeProductLine(l, locale),
    productLineId: l.id,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    subtotalCents: l.subtotalCents,
    discountCents: l.discountCents,
    netCents: l.grossCents - l.vatCents,
    vatCents: l.vatCents,
    grossCents: l.grossCents,
    vatPercent: l.vatBasisPoints / 100,
  }));
}

function describeProductLine(l: ProductLineRow, locale: string): string {
  const variant = l.variantName ? ` (${locale === 'de' ? 'Variante' : 'variant'} ${l.variantName})` : '';
  // 0 % VAT at sale: a multi-purpose voucher is taxed when redeemed (docs/decisions/015-gift-cards-vat-at-redemption.md).
  const giftCard = l.giftCard ? ' – Mehrzweck-Gutschein' : '';
  return `${l.productName}${variant}${giftCard}`;
}

/**
 * Refunds units of product lines of a paid order: the money goes back through the order's
 * payments, each line gets a credit note at its own VAT rate, and the units return to the stock.
 * The refunded cents of a line are its pro-rata share, the last unit taking what is left.
 */
export async function refundProductLines(
  tx: DbOrTx,
  order: OrderRow,
  wanted: readonly { lineId: string; quantity: number }[],
  options: { now: Date; createdBy: string | null; reason?: string },
): Promise<{ lineId: string; quantity: number; amountCents: number }[]> {
  if (order.status !== 'completed')
    throw new AppError('NOT_CANCELLABLE', 'Only a paid order can be refunded', { status: order.status });
  const out = [];
  for (const w of wanted) {
    const line = await productRepository.lockLine(tx, w.lineId);
    if (!line || line.orderId !== order.id) throw new AppError('NOT_FOUND', 'This line is not part of the order');
    const left = line.quantity - line.refundedQuantity;
    if (w.quantity > left)
      throw new AppError('BAD_REQUEST', `Only ${left} unit(s) of this line can still be refunded`, {
        lineId: line.id,
      });
    // A gift card's vouchers are voided first; a redeemed one refuses the refund (409).
    if (line.giftCard) await voidGiftCardUnits(tx, line, w.quantity, options.createdBy);
    const refundedAfter = line.refundedQuantity + w.quantity;
    const centsAfter =
      refundedAfter === line.quantity ? line.grossCents : proRata(line.grossCents, refundedAfter, line.quantity);
    const amountCents = centsAfter - line.refundedCents;
    await productRepository.updateLine(tx, line.id, { refundedQuantity: refundedAfter, refundedCents: centsAfter });
    await productRepository.restock(tx, line.variantId, w.quantity);
    if (amountCents > 0) {
      await refundMoney(tx, {
        order,
        amountCents,
        reason: 'product_refund',
        description: `${w.quantity} × ${describeProductLine(line, order.locale)}${options.reason ? ` (${options.reason})` : ''}`,
        createdBy: options.createdBy,
        now: options.now,
        vatPercent: line.vatBasisPoints / 100,
      });
    }
    out.push({ lineId: line.id, quantity: w.quantity, amountCents });
  }
  return out;
}
