// The staff task board (docs/product.md#tasks): shapes shared by the API and the dashboard, and the
// pure rules (ordering, overdue, recurrence dates).
import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });

export const taskPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const taskColumnKinds = ['open', 'done'] as const;
export type TaskColumnKind = (typeof taskColumnKinds)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_COMMENT_MAX = 2000;

const checklistItemSchema = z.object({ text: z.string().trim().min(1).max(200), done: z.boolean() });
const labelsSchema = z.array(z.string().trim().min(1).max(30)).max(10);
const blockSchema = z.object({ start: instant, end: instant });

export const taskColumnSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(taskColumnKinds),
  position: z.number().int(),
});
export type TaskColumnDto = z.infer<typeof taskColumnSchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  columnId: z.uuid(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  assigneeId: z.uuid().nullable(),
  assigneeName: z.string().nullable(),
  dueAt: instant.nullable(),
  priority: z.enum(taskPriorities),
  labels: z.array(z.string()),
  checklist: z.array(checklistItemSchema),
  resourceId: z.uuid().nullable(),
  resourceName: z.string().nullable(),
  bookingId: z.uuid().nullable(),
  eventId: z.uuid().nullable(),
  block: z.object({ slotId: z.uuid(), start: instant, end: instant, status: z.string() }).nullable(),
  recurrenceId: z.uuid().nullable(),
  doneAt: instant.nullable(),
  overdue: z.boolean(),
  commentCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type TaskDto = z.infer<typeof taskSchema>;

export const taskBoardSchema = z.object({ columns: z.array(taskColumnSchema), tasks: z.array(taskSchema) });
export type TaskBoardDto = z.infer<typeof taskBoardSchema>;

export const taskBoardQuerySchema = z.object({
  mine: z.stringbool().optional().describe('only tasks assigned to the caller'),
  assigneeId: z.uuid().optional(),
  resourceId: z.uuid().optional(),
  overdue: z.stringbool().optional().describe('only open tasks whose due date has passed'),
});

export const taskCreateSchema = z.object({
  columnId: z.uuid().optional().describe('defaults to the first column'),
  title: z.string().trim().min(1).max(TASK_TITLE_MAX),
  description: z.string().max(TASK_DESCRIPTION_MAX).default(''),
  assigneeId: z.uuid().nullable().optional(),
  dueAt: instant.nullable().optional(),
  priority: z.enum(taskPriorities).default('normal'),
  labels: labelsSchema.default([]),
  checklist: z.array(checklistItemSchema).max(50).default([]),
  resourceId: z.uuid().nullable().optional(),
  bookingId: z.uuid().nullable().optional(),
  eventId: z.uuid().nullable().optional(),
  block: blockSchema.optional().describe('a maintenance block on resourceId for this window'),
});
export type TaskCreateBody = z.infer<typeof taskCreateSchema>;
export type TaskCreateInput = z.input<typeof taskCreateSchema>;

export const taskPatchSchema = z.object({
  title: z.string().trim().min(1).max(TASK_TITLE_MAX).optional(),
  description: z.string().max(TASK_DESCRIPTION_MAX).optional(),
  assigneeId: z.uuid().nullable().optional(),
  dueAt: instant.nullable().optional(),
  priority: z.enum(taskPriorities).optional(),
  labels: labelsSchema.optional(),
  checklist: z.array(checklistItemSchema).max(50).optional(),
  resourceId: z.uuid().nullable().optional(),
  bookingId: z.uuid().nullable().optional(),
  eventId: z.uuid().nullable().optional(),
});
export type TaskPatchBody = z.infer<typeof taskPatchSchema>;

export const taskMoveSchema = z.object({
  columnId: z.uuid(),
  position: z.number().int().min(0).describe('the index in the target column; past the end means last'),
});
export type TaskMoveBody = z.infer<typeof taskMoveSchema>;

export const taskBlockBodySchema = blockSchema;

export const taskColumnCreateSchema = z.object({
  name: z.string().trim().min(1).max(60),
  kind: z.enum(taskColumnKinds).default('open'),
});
export const taskColumnPatchSchema = z.object({
  name: z.string().trim().min(1).max(60).optional(),
  position: z.number().int().min(0).optional(),
});

export const taskCommentSchema = z.object({
  id: z.uuid(),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: instant,
});
export const taskCommentBodySchema = z.object({ body: z.string().trim().min(1).max(TASK_COMMENT_MAX) });
export const taskDetailSchema = taskSchema.extend({ comments: z.array(taskCommentSchema) });
export type TaskDetailDto = z.infer<typeof taskDetailSchema>;

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');

export const taskRecurrenceBodySchema = z.object({
  title: z.string().trim().min(1).max(TASK_TITLE_MAX),
  description: z.string().max(TASK_DESCRIPTION_MAX).default(''),
  priority: z.enum(taskPriorities).default('normal'),
  assigneeId: z.uuid().nullable().optional(),
  resourceIds: z.array(z.uuid()).max(50).default([]),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).default([1, 2, 3, 4, 5, 6, 7]),
  localTime,
  durationMinutes: z.number().int().min(15).max(720).default(60),
  blockCourt: z.boolean().default(false),
  daysAhead: z.number().int().min(0).max(14).default(1),
});
export type TaskRecurrenceBody = z.infer<typeof taskRecurrenceBodySchema>;
export type TaskRecurrenceInput = z.input<typeof taskRecurrenceBodySchema>;
export const taskRecurrenceSchema = taskRecurrenceBodySchema.extend({
  id: z.uuid(),
  assigneeId: z.uuid().nullable(),
  active: z.boolean(),
});
export type TaskRecurrenceDto = z.infer<typeof taskRecurrenceSchema>;

/**
 * The order after moving `id` to index `to` of `target` (ids in their current order, `id` may or
 * may not be in it): the result is the target column's ids, 0..n-1 with no gap.
 */
export function placeAt(target: readonly string[], id: string, to: number): string[] {
  const rest = target.filter((x) => x !== id);
  const index = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, index), id, ...rest.slice(index)];
}

/** Open and past its due instant. */
export function isOverdue(task: { dueAt: Date | string | null; doneAt: Date | string | null }, now: Date): boolean {
  return !task.doneAt && task.dueAt !== null && new Date(task.dueAt) < now;
}
