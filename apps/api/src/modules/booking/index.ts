// The booking module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { recordChanges } from './booking-audit';
export { assertOwner, checkRequest, settingsOf } from './booking-context';
// The slot changes a caller collects to announce after its COMMIT (docs/decisions/023-checkout-waits.md).
export type { SlotChange } from './slot-notify';
export type { Owner } from './booking-context';
export { requestOwner } from './booking-request';
export { countBookings } from './booking-list.repository';
export type { CountFilter } from './booking-list.repository';
export { bookingDto } from './booking.dto';
export type { CancelledBooking } from './booking.hooks';
export { bookingRepository } from './booking.repository';
export type { BookingRow, DynamicSlotRow } from './booking.repository';
export { holdSlot, insertCourtHold, quoteSlot, slotTakenOnConflict } from './hold.service';
export { extendHold, releaseHold, transferHolds } from './hold-changes';
export { cancelBooking, checkIn, confirmBookings, markNoShow, startPayment } from './lifecycle.service';
export { resourceDay, resourceSlotsForRange, scopeForDates, scopeForRange, slotIsoTimes } from './resource-grid';
export type { ResourceDay } from './resource-grid';
export { forEachPlayerContact } from './session-mail';
export { cancelDynamicSlot } from './session.service';
export { SLOT_CHANNEL, changeOf, notifySlotChanges } from './slot-notify';
export { announceAfterCommit, announcementsSent } from './hold-announce';
export { loadVenueSnapshot, loadVenueSnapshotTexts, parseVenueSnapshot } from './venue-snapshot';
export type { SnapshotBooking, SnapshotResource, SnapshotSeason, VenueSnapshot } from './venue-snapshot';
