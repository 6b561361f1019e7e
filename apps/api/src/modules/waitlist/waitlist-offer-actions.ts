// What the holder of a link does with an offer (docs/product/waitlist-courses.md#waitlist-rules):
// decline, leave, more time, pay now. Declines and leaves pass the hold on in the same transaction.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bookingRepository, recordChanges, settingsOf } from '../booking';
import type { BookingRow } from '../booking';
import { cartRepository, getOrCreateLockedCart } from '../checkout';
import type { CartOwner } from '../checkout';
import { HANDOVER_MS, MINUTE, event } from './waitlist-common';
import { freedOf, offerFreedCapacity, releaseOfferHold } from './waitlist-offers';
import { entryOfToken } from './waitlist-queue';
import { offerHoldIds, waitlistRepository } from './waitlist.repository';
import type { WaitlistEntryRow } from './waitlist.repository';

/** Locks the entry of a token and checks that it holds a live offer. */
async function lockOffer(tx: DbOrTx, token: string, now: Date): Promise<WaitlistEntryRow> {
  const found = await entryOfToken(tx, token);
  const entry = (await waitlistRepository.lock(tx, found.id))!;
  if (entry.status !== 'offered') throw new AppError('INVALID_TRANSITION', 'There is no open offer on this entry');
  if (!entry.offerExpiresAt || entry.offerExpiresAt <= now)
    throw new AppError('HOLD_EXPIRED', 'This offer has run out and passed to the next person');
  return entry;
}

/** Declines an open offer: the hold is released and passes to the next person at once. */
export async function declineOffer(db: DbOrTx, token: string, now = new Date()): Promise<WaitlistEntryRow> {
  return db.transaction(async (tx) => {
    const entry = await lockOffer(tx, token, now);
    const b = await releaseOfferHold(tx, entry, 'waitlist_declined', now);
    if (b && b.status !== 'cancelled')
      throw new AppError('INVALID_TRANSITION', 'The payment for this offer has started; it cannot be declined now');
    const out = await waitlistRepository.update(tx, entry.id, { status: 'declined' });
    await event(tx, entry, 'decline', 'declined');
    if (b) await offerFreedCapacity(tx, freedOf(b, entry), now);
    return out;
  });
}

/** Leaves the queue (declining an open offer on the way). */
export async function leaveWaitlist(
  db: DbOrTx,
  entryOrToken: { token: string } | { entry: WaitlistEntryRow; staffUserId: string },
  now = new Date(),
): Promise<WaitlistEntryRow> {
  return db.transaction(async (tx) => {
    const found = 'token' in entryOrToken ? await entryOfToken(tx, entryOrToken.token) : entryOrToken.entry;
    const entry = (await waitlistRepository.lock(tx, found.id))!;
    if (entry.status !== 'waiting' && entry.status !== 'offered')
      throw new AppError('INVALID_TRANSITION', 'This entry is no longer on the waitlist');
    const staff = 'staffUserId' in entryOrToken ? entryOrToken.staffUserId : null;
    let b: BookingRow | undefined;
    if (entry.status === 'offered') {
      b = await releaseOfferHold(tx, entry, staff ? 'waitlist_removed' : 'waitlist_declined', now);
      if (b && b.status !== 'cancelled')
        throw new AppError('INVALID_TRANSITION', 'The payment for this offer has started; it cannot be withdrawn now');
    }
    const to = staff ? 'removed' : 'left';
    const out = await waitlistRepository.update(tx, entry.id, { status: to });
    await event(tx, entry, staff ? 'remove' : 'leave', to, { actorUserId: staff });
    if (b) await offerFreedCapacity(tx, freedOf(b, entry), now);
    return out;
  });
}

/** More time for an open offer, once (WCAG 2.2.1: a time limit the user can extend). */
export async function extendOffer(db: DbOrTx, token: string, now = new Date()): Promise<WaitlistEntryRow> {
  return db.transaction(async (tx) => {
    const entry = await lockOffer(tx, token, now);
    const { settings } = await settingsOf(tx, entry.organizationId);
    const minutes = settings.waitlist.extendMinutes;
    if (minutes <= 0 || entry.offerExtensions >= 1)
      throw new AppError('EXTENSION_LIMIT', 'This offer cannot be extended again', {
        extensions: entry.offerExtensions,
      });
    const held = await bookingRepository.lockByIds(tx, offerHoldIds(entry));
    const b = held.find((h) => h.id === entry.offerBookingId) ?? held[0];
    if (!b || held.some((h) => h.status !== 'reserved'))
      throw new AppError('INVALID_TRANSITION', 'This offer is no longer held');
    const wanted = new Date(entry.offerExpiresAt!.getTime() + minutes * MINUTE);
    const first = held.reduce((a, h) => (h.startsAt < a ? h.startsAt : a), b.startsAt);
    const until = wanted > first ? first : wanted;
    for (const h of held)
      await bookingRepository.update(tx, h.id, { expiresAt: new Date(until.getTime() + HANDOVER_MS) });
    const out = await waitlistRepository.update(tx, entry.id, {
      offerExpiresAt: until,
      offerExtensions: entry.offerExtensions + 1,
    });
    await event(tx, entry, 'extend', 'offered', { details: { expiresAt: until.toISOString() } });
    return out;
  });
}

/**
 * Takes the offer into the caller's cart (one tap from the mail, on any device): the hold now
 * belongs to this cart and goes through the normal checkout.
 */
export async function acceptOffer(
  db: DbOrTx,
  token: string,
  cart: CartOwner,
  now = new Date(),
): Promise<{ bookingId: string; entry: WaitlistEntryRow }> {
  if (!cart.userId && !cart.guestToken) throw new AppError('BAD_REQUEST', 'No cart to put the offer in');
  return db.transaction(async (tx) => {
    const entry = await lockOffer(tx, token, now);
    if (entry.organizationId !== cart.organizationId)
      throw new AppError('NOT_FOUND', 'This waitlist link does not exist. Please check the address in your mail.');
    const held = await bookingRepository.lockByIds(tx, offerHoldIds(entry));
    if (!held.length || held.some((h) => h.status !== 'reserved'))
      throw new AppError('HOLD_EXPIRED', 'This offer is no longer held');
    // The holds become items of this cart (and leave any other cart they were put in before).
    await cartRepository.deleteItemsOfBookings(
      tx,
      held.map((h) => h.id),
    );
    const target = await getOrCreateLockedCart(tx, cart);
    for (const b of held) {
      if (b.userId !== (cart.userId ?? null) || b.guestToken !== (cart.userId ? null : cart.guestToken)) {
        await bookingRepository.update(tx, b.id, {
          userId: cart.userId ?? null,
          guestToken: cart.userId ? null : (cart.guestToken ?? null),
        });
        await recordChanges(tx, [
          { booking: b, action: 'transfer', from: 'reserved', to: 'reserved', actorUserId: cart.userId ?? null },
        ]);
      }
      await cartRepository.insertItem(tx, {
        organizationId: b.organizationId,
        cartId: target.id,
        bookingId: b.id,
        resourceId: b.resourceId,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        bookingType: b.type,
        quantity: b.places,
        unitPriceCents: Math.round(b.priceCents / Math.max(1, b.places)),
        subscriptionId: null,
        groupId: b.sessionId,
        expiresAt: b.expiresAt ?? entry.offerExpiresAt!,
      });
    }
    await event(tx, entry, 'accept', 'offered', { actorUserId: cart.userId ?? null });
    return { bookingId: entry.offerBookingId ?? held[0]!.id, entry };
  });
}
