import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from '@courtside/core/enums';
import { organizations } from './organizations';

// Accounts belong to one organization (the venue's customer base); the role is per organization.
// A superadmin runs the installation across organizations (docs/product.md#roles).
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull().default('de'),
    role: text('role', { enum: roles }).notNull().default('customer'),
    isSuperadmin: boolean('is_superadmin').notNull().default(false),
    serviceFeeWaiver: boolean('service_fee_waiver').notNull().default(false),
    /** A staff user who runs courses (docs/product/courses.md#trainers). */
    isTrainer: boolean('is_trainer').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set when the account is deleted (GDPR): the row stays, anonymised, for bookings and invoices.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_org_email_unique').on(t.organizationId, sql`lower(${t.email})`),
    index('users_org_role_idx').on(t.organizationId, t.role),
    // The accounts list by name (drizzle/0048_user_list.sql).
    index('users_org_name_idx')
      .on(t.organizationId, t.name, t.id)
      .where(sql`${t.deletedAt} IS NULL`),
    // Searches by a part of the name, address or phone (drizzle/0048_user_list.sql, pg_trgm).
    index('users_search_trgm_idx').using('gin', sql`(${searchText(t)}) gin_trgm_ops`),
  ],
);

/**
 * Name, address and phone joined by a unit separator (U+001F, which a search box cannot type): one
 * ILIKE over it answers as the three would, from one trigram index (drizzle/0048_user_list.sql).
 * Columns of users or customer_figures, or an alias's (`sql`c.name``) in raw SQL.
 */
export function searchText(t: { name: SQLWrapper; email: SQLWrapper; phone: SQLWrapper }): SQL {
  return sql`${t.name} || E'\\x1f' || ${t.email} || E'\\x1f' || coalesce(${t.phone}, '')`;
}
