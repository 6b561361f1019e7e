// What a viewer sees on each slot: available, booked, abo or come-together with places left
// (docs/product.md#booking slot states; docs/product.md#booking slot availability caution / full).
import { courtHoldingStatuses } from '../enums';
import type { GridSlot, OccupancyInput, SlotView } from './types';

/** A come-together session shows `caution` from this share of places taken. */
export const CAUTION_SHARE = 0.75;

const holding = new Set<string>(courtHoldingStatuses);

/** Whether a booking counts now: it holds its court and, if it is a hold, has not expired. */
export function isLive(booking: Pick<OccupancyInput, 'status' | 'expiresAt'>, now: Date): boolean {
  if (!holding.has(booking.status)) return false;
  if ((booking.status === 'reserved' || booking.status === 'pending') && booking.expiresAt && booking.expiresAt <= now)
    return false;
  return true;
}

/** Whether a booking occupies the court itself (not a place inside a come-together session). */
export function holdsCourt(booking: Pick<OccupancyInput, 'sessionId'>): boolean {
  return !booking.sessionId;
}

/** Places taken in a session by live player bookings. */
export function placesTaken(sessionId: string, bookings: readonly OccupancyInput[], now: Date): number {
  let taken = 0;
  for (const b of bookings) if (b.sessionId === sessionId && isLive(b, now)) taken += b.places;
  return taken;
}

export function sessionAvailability(taken: number, capacity: number): SlotView['availability'] {
  if (capacity <= 0 || taken >= capacity) return 'full';
  if (taken / capacity >= CAUTION_SHARE) return 'caution';
  return undefined;
}

export interface ViewOptions {
  now: Date;
  /** Slots starting before this instant are not bookable (now + minimum notice). */
  earliestStart?: Date;
  /** Slots starting at or after this instant are not bookable (the lead time). */
  latestStart?: Date;
}

/** The viewer's state of every grid slot given the resource's bookings. */
export function slotViews(
  slots: readonly GridSlot[],
  bookings: readonly OccupancyInput[],
  options: ViewOptions,
): SlotView[] {
  // Numbers, not Date comparisons: this runs for every slot of every court on each request.
  const earliest = (options.earliestStart ?? options.now).getTime();
  const latest = options.latestStart ? options.latestStart.getTime() : Infinity;
  const live = bookings.filter((b) => isLive(b, options.now));
  const courtHolders = live
    .filter((b) => holdsCourt(b) && !b.dynamicSlotId)
    .map((b) => ({ start: b.start.getTime(), end: b.end.getTime(), isAbo: b.type === 'abo' }));

  return slots.map((slot): SlotView => {
    const start = slot.start.getTime();
    const end = slot.end.getTime();
    const inWindow = start >= earliest && start < latest;
    const view: SlotView = {
      start: slot.start,
      end: slot.end,
      state: 'available',
      price: slot.priceCents,
      bookable: false,
    };
    if (slot.title) view.title = slot.title;
    if (slot.kind === 'blocked') {
      view.state = 'booked';
      view.blocked = true;
      return view;
    }
    if (slot.kind === 'session') {
      const capacity = slot.capacity ?? 0;
      const taken = placesTaken(slot.dynamicSlotId!, live, options.now);
      const availability = sessionAvailability(taken, capacity);
      view.state = 'come_together';
      view.sessionId = slot.dynamicSlotId!;
      view.capacity = capacity;
      view.placesLeft = Math.max(0, capacity - taken);
      if (availability) view.availability = availability;
      view.bookable = availability !== 'full' && inWindow;
      return view;
    }
    const holder = courtHolders.find((b) => b.start < end && start < b.end);
    if (holder) {
      view.state = holder.isAbo ? 'abo' : 'booked';
      return view;
    }
    view.bookable = inWindow;
    return view;
  });
}
