// Shared pieces of the waitlist (docs/product/waitlist-courses.md): link tokens, where links point,
// the handover margin of a hold, and the history of an entry (waitlist_events).
import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { publish } from '../live';
import { waitlistRepository } from './waitlist.repository';
import type { WaitlistEntryRow } from './waitlist.repository';

export const MINUTE = 60_000;
/**
 * The hold outlives the offer by this margin, so the waitlist job (every 15 s) passes an expired
 * offer on to the next person before the booking engine's sweep could free the court for anyone.
 */
export const HANDOVER_MS = 2 * MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const waitlistPath = (token: string) => `/waitlist/${token}`;

/** Where links in waitlist mails point (set from PUBLIC_URL when the routes are registered). */
let linkBase = 'http://localhost:3000';
export function setWaitlistLinkBase(base: string): void {
  linkBase = base.replace(/\/+$/, '');
}

/** The full link of a waitlist token, for mails. */
export const waitlistLink = (token: string) => `${linkBase}${waitlistPath(token)}`;

export interface WaitlistOwner {
  userId?: string | null;
  guestToken?: string | null;
}

export type EventAction =
  'join' | 'offer' | 'extend' | 'accept' | 'decline' | 'expire' | 'book' | 'leave' | 'remove' | 'close';

export async function event(
  db: DbOrTx,
  entry: WaitlistEntryRow,
  action: EventAction,
  to: WaitlistEntryRow['status'],
  extra: { actorUserId?: string | null; bookingId?: string | null; details?: Record<string, unknown> } = {},
): Promise<void> {
  await waitlistRepository.insertEvent(db, {
    organizationId: entry.organizationId,
    entryId: entry.id,
    action,
    fromStatus: action === 'join' ? null : entry.status,
    toStatus: to,
    bookingId: extra.bookingId ?? entry.offerBookingId ?? null,
    actorUserId: extra.actorUserId ?? null,
    details: extra.details ?? {},
  });
}

/** The LISTEN/NOTIFY channel of offers made (docs/product/waitlist-courses.md#live-offer). */
export const WAITLIST_CHANNEL = 'waitlist_offers';

export interface OfferMessage {
  organizationId: string;
  /** The entry's join-token hash: a page that knows the token (its link) recognises its entry. */
  key: string;
  /** The SHA-256 of the owner (account id or guest cart token): an open booking page of that visitor. */
  owner: string;
  status: string;
}

export const ownerKey = (owner: WaitlistOwner) =>
  hashToken(owner.userId ? `u:${owner.userId}` : `g:${owner.guestToken ?? ''}`);

/** Tells the open pages of this entry's holder that it has an offer (delivered on commit). */
export async function announceOffer(db: DbOrTx, entry: WaitlistEntryRow): Promise<void> {
  const message: OfferMessage = {
    organizationId: entry.organizationId,
    key: entry.tokenHash,
    owner: ownerKey({ userId: entry.userId, guestToken: entry.guestToken }),
    status: entry.status,
  };
  await publish(db, WAITLIST_CHANNEL, { ...message });
}
