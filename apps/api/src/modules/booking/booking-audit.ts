// Every state change of a booking is written to booking_events in the transaction of the change,
// so the history and the state always agree.
import type { BookingStatus } from '@courtside/core/enums';
import type { DbOrTx } from '../../db/client';
import { bookingRepository } from './booking.repository';
import type { BookingRow } from './booking.repository';

export type BookingAction =
  | 'hold'
  | 'extend'
  | 'release'
  | 'expire'
  | 'transfer'
  | 'start_payment'
  | 'confirm'
  | 'rehold'
  | 'cancel'
  | 'complete'
  | 'check_in'
  | 'no_show'
  | 'create';

export interface BookingChange {
  booking: Pick<BookingRow, 'id' | 'organizationId'>;
  action: BookingAction;
  from: BookingStatus | null;
  to: BookingStatus;
  actorUserId?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
}

export async function recordChanges(db: DbOrTx, changes: BookingChange[]): Promise<void> {
  // The clock of this call, not now() (the transaction's start), so steps of one transaction
  // (hold then pay, say) keep their order in the history.
  const createdAt = new Date();
  await bookingRepository.insertEvents(
    db,
    changes.map((c) => ({
      organizationId: c.booking.organizationId,
      bookingId: c.booking.id,
      action: c.action,
      fromStatus: c.from,
      toStatus: c.to,
      actorUserId: c.actorUserId ?? null,
      reason: c.reason ?? null,
      details: c.details ?? null,
      createdAt,
    })),
  );
}
