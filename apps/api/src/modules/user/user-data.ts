// Other modules add what they hold about a person to the GDPR export and anonymise it on account
// deletion, without this module knowing their tables:
//   registerUserDataSection({ name: 'bookings', export: (db, user) => ..., anonymise: (tx, user) => ... })
// A module declares its section in <module>.module.ts (hooks.userData); app.ts registers it, so no
// section depends on a file happening to be imported (docs/adding-a-module.md).
import type { DbOrTx } from '../../db/client';
import type { UserRow } from './user.repository';

export interface UserDataSection {
  name: string;
  /** JSON-serialisable data about the user for GET /users/me/export. */
  export: (db: DbOrTx, user: UserRow) => Promise<unknown>;
  /** Erase or replace personal data kept beyond the account (e.g. guest contact on bookings). */
  anonymise?: (tx: DbOrTx, user: UserRow) => Promise<void>;
}

const sections = new Map<string, UserDataSection>();

export function registerUserDataSection(section: UserDataSection): void {
  sections.set(section.name, section);
}

export function userDataSections(): UserDataSection[] {
  return [...sections.values()];
}
