// The held-offer waitlist's service (docs/product/waitlist-courses.md), in parts: shared pieces
// (waitlist-common.ts), finding a hold (waitlist-holds.ts), offers and their cascade
// (waitlist-offers.ts), the queue (waitlist-queue.ts) and what a link holder does with an offer
// (waitlist-offer-actions.ts).
export { HANDOVER_MS, hashToken, setWaitlistLinkBase, waitlistPath } from './waitlist-common';
export type { WaitlistOwner } from './waitlist-common';
export { offerFreedCapacity, runWaitlist } from './waitlist-offers';
export { entryOfToken, joinWaitlist, viewOf } from './waitlist-queue';
export type { JoinInput } from './waitlist-queue';
export { acceptOffer, declineOffer, extendOffer, leaveWaitlist } from './waitlist-offer-actions';
