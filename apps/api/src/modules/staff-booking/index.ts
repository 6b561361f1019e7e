// The staff-booking module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { deskItems } from './desk-booking.service';
export type { StaffActor } from './staff-actions.service';
