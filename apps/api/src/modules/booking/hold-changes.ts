// A hold's later life (docs/product.md#holds): extended a limited number of times, released when
// its cart item goes, and handed to the account of a guest who signs in. Holds are made in
// hold.service.ts; an abo's dates always move together (lockGroup).
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordChanges } from './booking-audit';
import { ownsBooking, settingsOf } from './booking-context';
import type { Owner } from './booking-context';
import { bookingRepository } from './booking.repository';
import type { BookingRow } from './booking.repository';
import { lockGroup } from './hold.service';
import { changeOf, notifySlotChanges } from './slot-notify';

const minutes = (n: number) => n * 60_000;

/**
 * Gives a hold another holdMinutes, at most holdExtensions times (docs/product.md#holds), so a hold cannot
 * be kept forever. Expired holds are not extended: add the slot again.
 */
export async function extendHold(
  db: DbOrTx,
  bookingId: string,
  owner: Owner,
  options: { now?: Date } = {},
): Promise<BookingRow[]> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, [bookingId]);
    const booking = group.find((b) => b.id === bookingId);
    if (!booking || !ownsBooking(booking, owner)) throw new AppError('NOT_FOUND', 'Hold not found');
    const held = group.filter((b) => b.status === 'reserved');
    if (booking.status !== 'reserved')
      throw new AppError('INVALID_TRANSITION', `A ${booking.status} booking is not a hold`);
    if (booking.expiresAt && booking.expiresAt <= now) throw new AppError('HOLD_EXPIRED', 'This hold has expired');
    const { settings } = await settingsOf(tx, booking.organizationId);
    const used = Math.max(...held.map((b) => b.extensions));
    if (used >= settings.holdExtensions) {
      throw new AppError('EXTENSION_LIMIT', `A hold can be extended ${settings.holdExtensions} times`, {
        extensions: used,
      });
    }
    const expiresAt = new Date(now.getTime() + minutes(settings.holdMinutes));
    const out: BookingRow[] = [];
    for (const b of held) out.push(await bookingRepository.update(tx, b.id, { expiresAt, extensions: used + 1 }));
    await recordChanges(
      tx,
      out.map((b) => ({
        booking: b,
        action: 'extend' as const,
        from: 'reserved' as const,
        to: 'reserved' as const,
        actorUserId: owner.userId ?? null,
        details: { expiresAt: expiresAt.toISOString(), extensions: used + 1 },
      })),
    );
    return out;
  });
}

/** Gives a hold back (cart item removed). An abo's dates are released together. */
export async function releaseHold(
  db: DbOrTx,
  bookingId: string,
  owner: Owner,
  options: { now?: Date } = {},
): Promise<BookingRow[]> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const group = await lockGroup(tx, [bookingId]);
    const booking = group.find((b) => b.id === bookingId);
    if (!booking || !ownsBooking(booking, owner)) throw new AppError('NOT_FOUND', 'Hold not found');
    if (booking.status !== 'reserved' && booking.status !== 'pending') {
      throw new AppError('INVALID_TRANSITION', `A ${booking.status} booking cannot be released; cancel it instead`);
    }
    const open = group.filter((b) => b.status === 'reserved' || b.status === 'pending');
    const out: BookingRow[] = [];
    for (const b of open)
      out.push(
        await bookingRepository.update(tx, b.id, { status: 'cancelled', cancelledAt: now, cancelReason: 'released' }),
      );
    await recordChanges(
      tx,
      open.map((b) => ({
        booking: b,
        action: 'release' as const,
        from: b.status,
        to: 'cancelled' as const,
        actorUserId: owner.userId ?? null,
        reason: 'released',
      })),
    );
    await notifySlotChanges(tx, out.map(changeOf));
    return out;
  });
}

/** After a guest signs in, their holds (and abo holds) become the user's (docs/product.md#holds cart merge). */
export async function transferHolds(db: DbOrTx, fromGuestToken: string, toUserId: string): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const organizationId = await bookingRepository.organizationOfUser(tx, toUserId);
    if (!organizationId) throw new AppError('NOT_FOUND', 'User not found');
    const moved = await bookingRepository.transferOwner(tx, fromGuestToken, toUserId, organizationId);
    await recordChanges(
      tx,
      moved.map((b) => ({
        booking: b,
        action: 'transfer' as const,
        from: b.status,
        to: b.status,
        actorUserId: toUserId,
      })),
    );
    return moved;
  });
}
