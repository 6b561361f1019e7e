import type { CreateOrderAnswer, OrderDto } from '@courtside/core/checkout-schemas';
import type { DbOrTx } from '../../db/client';
import { orderFulfilment, productRepository } from '../shop';
import { orderRentalLines } from '../rental';
import { orderRepository } from './order.repository';
import type { OrderRow, PaymentRow } from './order.repository';

export async function orderToDto(db: DbOrTx, order: OrderRow): Promise<OrderDto> {
  const [items, productLines, rentalLines, payments, invoices, fulfilment] = await Promise.all([
    orderRepository.items(db, order.id),
    productRepository.linesOfOrder(db, order.id),
    orderRentalLines(db, order.id),
    orderRepository.payments(db, order.id),
    orderRepository.invoicesOf(db, order.id),
    orderFulfilment(db, order.id),
  ]);
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
