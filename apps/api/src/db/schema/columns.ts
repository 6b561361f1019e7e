// Columns every table of the checkout area repeats: the tenant and the timestamps.
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';

export const orgId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
