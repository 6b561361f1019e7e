// What an order holds besides courts (product reservations and lines, passes, a delivery), read in
// one statement when it completes: the completion then skips the reads of what the order does not
// hold — a court-only checkout five round trips fewer (docs/decisions/019-checkout-round-trips.md).
// The rows are written when the order is made (POST /orders), never by the completion itself.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { InvoiceLine } from '../../db/schema/invoices';
import { orderFulfilments } from '../../db/schema/fulfilment';
import { passes } from '../../db/schema/passes';
import { orderProductLines, productReservations } from '../../db/schema/shop';
import { passInvoiceLines } from '../pass';
import { productInvoiceLines, shippingInvoiceLines } from '../shop';

export interface OrderExtras {
  reservations: boolean;
  productLines: boolean;
  passes: boolean;
  fulfilment: boolean;
}

export async function orderExtras(db: DbOrTx, orderId: string): Promise<OrderExtras> {
  const result = await db.execute(
    sql`select exists (select 1 from ${productReservations} where ${productReservations.orderId} = ${orderId}) as reservations,
      exists (select 1 from ${orderProductLines} where ${orderProductLines.orderId} = ${orderId}) as product_lines,
      exists (select 1 from ${passes} where ${passes.orderId} = ${orderId}) as passes,
      exists (select 1 from ${orderFulfilments} where ${orderFulfilments.orderId} = ${orderId}) as fulfilment`,
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  return {
    reservations: row.reservations === true,
    productLines: row.product_lines === true,
    passes: row.passes === true,
    fulfilment: row.fulfilment === true,
  };
}

/** The invoice lines after the courts: products, passes, rentals (read by the caller), shipping. */
export async function extraInvoiceLines(
  tx: DbOrTx,
  order: { id: string; locale: string },
  extras: OrderExtras,
  rentalLines: InvoiceLine[],
): Promise<InvoiceLine[]> {
  return [
    ...(extras.productLines ? await productInvoiceLines(tx, order.id, order.locale) : []),
    ...(extras.passes ? await passInvoiceLines(tx, order.id, order.locale) : []),
    ...rentalLines,
    ...(extras.fulfilment ? await shippingInvoiceLines(tx, order.id, order.locale) : []),
  ];
}
