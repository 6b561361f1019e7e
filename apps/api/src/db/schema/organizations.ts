import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Legal, OrganizationSettings } from '@courtside/core/organization';

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  timezone: text('timezone').notNull().default('Europe/Berlin'),
  currency: text('currency').notNull().default('EUR'),
  locale: text('locale').notNull().default('de'),
  legal: jsonb('legal').$type<Legal>().notNull(),
  settings: jsonb('settings').$type<Partial<OrganizationSettings>>().notNull().default({}),
  social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
