// The venue-setup module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { auditSetup, setupActor } from './setup-actor';
export type { SetupActor } from './setup-actor';
