// The dashboard module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { listCustomers } from './customers.service';
export { staffBookingRow } from './staff-booking.dto';
export { staffBookingsRepository } from './staff-bookings.repository';
export { bookingFilterOf, timeZoneOf } from './staff-bookings.service';
