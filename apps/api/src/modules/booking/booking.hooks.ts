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

// Keyed by the contributing module's name: registering the same module again (every buildApp in a
// test process) replaces its handler instead of adding a second one.
const cancelledHandlers = new Map<string, BookingsCancelledHandler>();

/** Registers a module's handler for cancelled bookings (app.ts does it for every listed module). */
export function onBookingsCancelled(moduleName: string, handler: BookingsCancelledHandler): () => void {
  cancelledHandlers.set(moduleName, handler);
  return () => cancelledHandlers.delete(moduleName);
}

/** The modules whose bookingsCancelled hook is registered. */
export function bookingsCancelledHooks(): string[] {
  return [...cancelledHandlers.keys()].sort();
}

export async function emitBookingsCancelled(tx: Tx, cancelled: CancelledBooking[]): Promise<void> {
  if (!cancelled.length) return;
  for (const handler of cancelledHandlers.values()) await handler(tx, cancelled);
}
