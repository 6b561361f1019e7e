// Extension points other modules fill in (the checkout module refunds, the mail module notifies).
// Handlers run inside the transaction of the change: a throwing handler rolls the change back, so
// handlers should record work (a refund row, an outbox mail) rather than call remote services.
import type { RefundKind } from '@courtside/core/slots/cancellation';
import type { Tx } from '../../db/client';
import type { BookingRow } from './booking.repository';

export interface CancelledBooking {
  booking: BookingRow;
  /** What the customer gets back under docs/product.md#cancellation (staff may have overridden it). */
  refund: RefundKind;
  reason: string;
  /** Who cancelled: a user id, or null for the system (e.g. a session under its minimum). */
  byUserId: string | null;
}

export type BookingsCancelledHandler = (tx: Tx, cancelled: CancelledBooking[]) => Promise<void>;

const cancelledHandlers = new Set<BookingsCancelledHandler>();

/** Registers a handler for cancelled bookings that had been paid or were awaiting payment. */
export function onBookingsCancelled(handler: BookingsCancelledHandler): () => void {
  cancelledHandlers.add(handler);
  return () => cancelledHandlers.delete(handler);
}

export async function emitBookingsCancelled(tx: Tx, cancelled: CancelledBooking[]): Promise<void> {
  if (!cancelled.length) return;
  for (const handler of cancelledHandlers) await handler(tx, cancelled);
}
