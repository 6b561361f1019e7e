// POST /orders (docs/product.md#checkout): an earlier checkout of the same cart that was never paid
// is replaced by the new one — its order is abandoned (the holds stay with the new order) and its
// payments are closed at the provider after the commit.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pendingOrderIdsOfPasses } from '../pass';
import { pendingOrderIdsOfProducts } from '../shop';
import type { LiveReservation } from '../shop';
import { abandonOrder } from './order-completion';
import { orderRepository } from './order.repository';
import type { PaymentRow } from './order.repository';

/** Abandons the pending orders of these bookings, products and cart; answers their payments. */
export async function supersedeEarlier(
  tx: DbOrTx,
  cartId: string,
  bookingIds: string[],
  products: LiveReservation[],
  now: Date,
): Promise<PaymentRow[]> {
  const superseded: PaymentRow[] = [];
  const earlier = await orderRepository.pendingOrdersOfBookings(tx, bookingIds);
  for (const id of [...(await pendingOrderIdsOfProducts(tx, products)), ...(await pendingOrderIdsOfPasses(tx, cartId))])
    if (!earlier.some((o) => o.id === id)) {
      const old = await orderRepository.findById(tx, id);
      if (old?.status === 'pending') earlier.push(old);
    }
  for (const old of earlier) {
    const payments = await orderRepository.payments(tx, old.id);
    // A direct debit on its way is a payment, not an abandoned checkout (docs/product/payments.md#pending-debit).
    if (payments.some((p) => p.processingSince && p.status === 'pending'))
      throw new AppError('CONFLICT', 'These courts are already being paid by direct debit');
    superseded.push(...payments);
    await abandonOrder(tx, old, {
      confirmationStatus: 'cancelled',
      message: 'Replaced by a new checkout',
      releaseHolds: false,
      now,
    });
  }
  return superseded;
}
