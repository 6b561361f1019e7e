// Courses (docs/product/courses.md): a series of sessions sold as one, run by a trainer. Every
// session holds its courts through dynamic slots of the booking engine (drizzle/0020_courses.sql).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courseLevels, courseStatuses } from '@courtside/core/courses';
import type { CourseText } from '@courtside/core/courses';
import { dynamicSlots } from './booking';
import { organizations } from './organizations';
import { users } from './users';

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<CourseText>().notNull(),
    description: jsonb('description').$type<CourseText>().notNull(),
    level: text('level', { enum: courseLevels }).notNull().default('all'),
    trainerId: uuid('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    resourceIds: uuid('resource_ids').array().notNull(),
    capacity: integer('capacity').notNull(),
    minParticipants: integer('min_participants'),
    minDeadline: timestamp('min_deadline', { withTimezone: true }),
    /** Set when the minimum was checked at its deadline (and met): the job does not look again. */
    minimumCheckedAt: timestamp('minimum_checked_at', { withTimezone: true }),
    priceCents: integer('price_cents').notNull(),
    proRata: boolean('pro_rata').notNull().default(false),
    enrolFrom: timestamp('enrol_from', { withTimezone: true }),
    enrolUntil: timestamp('enrol_until', { withTimezone: true }),
    published: boolean('published').notNull().default(true),
    status: text('status', { enum: courseStatuses }).notNull().default('active'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_org_slug_unique').on(t.organizationId, t.slug),
    index('courses_trainer_idx').on(t.trainerId),
    check('courses_capacity_check', sql`${t.capacity} between 1 and 500`),
    check('courses_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/** One date of a course: the anchor slot carries the places, the block slots hold further courts. */
export const courseSessions = pgTable(
  'course_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    anchorSlotId: uuid('anchor_slot_id')
      .notNull()
      .references(() => dynamicSlots.id, { onDelete: 'restrict' }),
    blockSlotIds: uuid('block_slot_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    priceCents: integer('price_cents').notNull(),
    status: text('status', { enum: courseStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('course_sessions_course_idx').on(t.courseId, t.startsAt),
    uniqueIndex('course_sessions_anchor_idx').on(t.anchorSlotId),
  ],
);
