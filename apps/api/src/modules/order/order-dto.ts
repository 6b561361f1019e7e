import type { CreateOrderAnswer, OrderDto } from '@courtside/core/checkout-schemas';
import type { OrderFulfilmentDto } from '@courtside/core/fulfilment';
import type { DbOrTx } from '../../db/client';
import { orderFulfilment, ordersFulfilments, productRepository } from '../shop';
import type { ProductLineRow } from '../shop';
import { orderRentalLines, ordersRentalLines } from '../rental';
import { orderRepository } from './order.repository';
import type { OrderItemRow, OrderRow, PaymentRow } from './order.repository';
import { splitRepository } from './split.repository';

type InvoiceSummary = OrderDto['invoices'][number];
type OrderRentalLineDto = NonNullable<OrderDto['rentalLines']>[number];

/** What an order's DTO shows besides the order row. */
interface OrderParts {
  items: OrderItemRow[];
  productLines: ProductLineRow[];
  rentalLines: OrderRentalLineDto[];
  payments: PaymentRow[];
  invoices: InvoiceSummary[];
  fulfilment: OrderFulfilmentDto | undefined;
  split: boolean;
}

export async function orderToDto(db: DbOrTx, order: OrderRow): Promise<OrderDto> {
  const [items, productLines, rentalLines, payments, invoices, fulfilment, split] = await Promise.all([
    orderRepository.items(db, order.id),
    productRepository.linesOfOrder(db, order.id),
    orderRentalLines(db, order.id),
    orderRepository.payments(db, order.id),
    orderRepository.invoicesOf(db, order.id),
    orderFulfilment(db, order.id),
    splitRepository.splitOrderIds(db, [order.id]),
  ]);
  return dtoOf(order, { items, productLines, rentalLines, payments, invoices, fulfilment, split: split.has(order.id) });
}

/**
 * The DTOs of a list page's orders: each part read once for all of them (seven statements whatever
 * the page size), then grouped by order.
 */
export async function ordersToDtos(db: DbOrTx, orders: OrderRow[]): Promise<OrderDto[]> {
  const ids = orders.map((o) => o.id);
  const [items, productLines, rentalLines, payments, invoices, fulfilments, split] = await Promise.all([
    orderRepository.itemsOfOrders(db, ids),
    productRepository.linesOfOrders(db, ids),
    ordersRentalLines(db, ids),
    orderRepository.paymentsOfOrders(db, ids),
    orderRepository.invoicesOfOrders(db, ids),
    ordersFulfilments(db, ids),
    splitRepository.splitOrderIds(db, ids),
  ]);
  const itemsOf = groupBy(items);
  const productLinesOf = groupBy(productLines);
  const paymentsOf = groupBy(payments);
  const invoicesOf = groupBy(invoices);
  return orders.map((order) =>
    dtoOf(order, {
      items: itemsOf.get(order.id) ?? [],
      productLines: productLinesOf.get(order.id) ?? [],
      rentalLines: rentalLines.get(order.id) ?? [],
      payments: paymentsOf.get(order.id) ?? [],
      invoices: (invoicesOf.get(order.id) ?? []).map(({ orderId: _, ...invoice }) => invoice),
      fulfilment: fulfilments.get(order.id),
      split: split.has(order.id),
    }),
  );
}

/** Rows by their order, in the order they came. */
function groupBy<T extends { orderId: string | null }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    if (!row.orderId) continue;
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

function dtoOf(
  order: OrderRow,
  { items, productLines, rentalLines, payments, invoices, fulfilment, split }: OrderParts,
): OrderDto {
  return {
    id: order.id,
    status: order.status,
    confirmationStatus: order.confirmationStatus,
    failedPaymentStatus: order.failedPaymentStatus,
    failureMessage: order.failureMessage,
    paymentMethod: order.paymentMethod,
    provider: order.provider,
    userId: order.userId,
    customer: {
      name: order.customer.name,
      email: order.customer.email,
      ...(order.customer.phone ? { phone: order.customer.phone } : {}),
    },
    billingAddress: order.billingAddress ?? null,
    summary: order.summary,
    totalCents: order.totalCents,
    voucherCents: order.voucherCents,
    amountDueCents: order.amountDueCents,
    couponCode: order.couponCode,
    currency: order.currency,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    items: items.map((i) => ({
      id: i.id,
      bookingId: i.bookingId,
      resourceId: i.resourceId,
      resourceName: i.resourceName,
      start: i.startsAt.toISOString(),
      end: i.endsAt.toISOString(),
      bookingType: i.bookingType,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      subtotalCents: i.subtotalCents,
      discountCents: i.discountCents,
      grossCents: i.grossCents,
      vatCents: i.vatCents,
      refundedCents: i.refundedCents,
      subscriptionId: i.subscriptionId,
    })),
    productLines: productLines.map((l) => ({
      id: l.id,
      productId: l.productId,
      variantId: l.variantId,
      name: l.productName,
      variantName: l.variantName,
      category: l.category,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      vatPercent: l.vatBasisPoints / 100,
      subtotalCents: l.subtotalCents,
      discountCents: l.discountCents,
      grossCents: l.grossCents,
      vatCents: l.vatCents,
      refundedQuantity: l.refundedQuantity,
      refundedCents: l.refundedCents,
    })),
    rentalLines,
    ...(fulfilment ? { fulfilment } : {}),
    payments: payments.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      amountCents: p.amountCents,
      refundedCents: p.refundedCents,
      status: p.status,
      failureMessage: p.failureMessage,
      createdAt: p.createdAt.toISOString(),
    })),
    split,
    invoices,
  };
}

/** The payment the customer still has to make (not the voucher part). */
export function openPayment(payments: PaymentRow[]): PaymentRow | undefined {
  return [...payments].reverse().find((p) => p.provider !== 'voucher');
}

export function createAnswer(
  order: OrderRow,
  payment: PaymentRow | undefined,
  publicConfig?: Record<string, string>,
): CreateOrderAnswer {
  return {
    orderId: order.id,
    clientSecret: order.status === 'pending' ? (payment?.clientSecret ?? null) : null,
    provider: payment?.provider ?? order.provider,
    status: order.status,
    totalCents: order.totalCents,
    voucherCents: order.voucherCents,
    amountDueCents: order.amountDueCents,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    ...(publicConfig?.publishableKey ? { publishableKey: publicConfig.publishableKey } : {}),
  };
}
