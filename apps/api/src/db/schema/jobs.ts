// The venue's job openings (docs/product/content.md#jobs): texts per language, a type, a start date,
// a contact address and draft → published → closed. Applications are contact messages (public-site.ts).
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { jobStatuses, jobTypes } from '@courtside/core/job-schemas';
import { organizations } from './organizations';

/** A job opening; title and description per language code, falling back to the venue's language. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Record<string, string>>().notNull().default({}),
    description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
    type: text('type', { enum: jobTypes }).notNull(),
    /** The local date the job starts (YYYY-MM-DD); null = by arrangement. */
    startDate: date('start_date', { mode: 'string' }),
    /** Where applications go besides the dashboard; null = the venue's inbox. */
    contactEmail: text('contact_email'),
    status: text('status', { enum: jobStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_org_slug_unique').on(t.organizationId, t.slug),
    index('jobs_org_status_idx').on(t.organizationId, t.status, t.publishedAt),
  ],
);
