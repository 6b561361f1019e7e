// The user module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export type { UserRow } from './user.repository';
export { registerUserDataSection } from './user-data';
export type { UserDataSection } from './user-data';
