// The staff task board (docs/product.md#tasks): columns, cards, their comments and the recurring
// tasks a job turns into cards. Mirrors drizzle/0019_tasks_chat.sql.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, dynamicSlots, events } from './booking';
import { orgId } from './columns';
import { users } from './users';
import { resources } from './venue';

export interface ChecklistItem {
  text: string;
  done: boolean;
}

export const taskColumns = pgTable(
  'task_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    name: text('name').notNull(),
    /** 'done': a card moved here is finished (done_at set, its court block released). */
    kind: text('kind').$type<'open' | 'done'>().notNull().default('open'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('task_columns_position_unique').on(t.organizationId, t.position)],
);

export const taskRecurrences = pgTable('task_recurrences', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: orgId(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  priority: text('priority').$type<'low' | 'normal' | 'high' | 'urgent'>().notNull().default('normal'),
  assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
  resourceIds: uuid('resource_ids').array().notNull().default([]),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: integer('weekdays').array().notNull().default([1, 2, 3, 4, 5, 6, 7]),
  /** HH:MM in the venue's time zone. */
  localTime: text('local_time').notNull(),
  durationMinutes: integer('duration_minutes').notNull().default(60),
  blockCourt: boolean('block_court').notNull().default(false),
  /** The job makes occurrences from today up to this many days ahead. */
  daysAhead: integer('days_ahead').notNull().default(1),
  active: boolean('active').notNull().default(true),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    columnId: uuid('column_id')
      .notNull()
      .references(() => taskColumns.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    priority: text('priority').$type<'low' | 'normal' | 'high' | 'urgent'>().notNull().default('normal'),
    labels: text('labels').array().notNull().default([]),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
    resourceId: uuid('resource_id').references(() => resources.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The maintenance block this task holds on its court (a dynamic slot of kind 'block'). */
    blockSlotId: uuid('block_slot_id').references(() => dynamicSlots.id, { onDelete: 'set null' }),
    recurrenceId: uuid('recurrence_id').references(() => taskRecurrences.id, { onDelete: 'set null' }),
    occurrenceKey: text('occurrence_key'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tasks_position_unique').on(t.columnId, t.position),
    uniqueIndex('tasks_occurrence_key_unique').on(t.organizationId, t.occurrenceKey),
    index('tasks_organization_due_idx').on(t.organizationId, t.dueAt),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_idx').on(t.taskId, t.createdAt)],
);
