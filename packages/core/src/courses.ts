// Courses (docs/product/courses.md): the schedule a manager describes (a weekly pattern or
// hand-picked dates, in the venue's time zone), the split of the course price over its sessions,
// the pro-rata price after the start, and the contracts of the course endpoints.
import { z } from 'zod';
import { localized, productLanguages } from './shop';
import type { LocalizedText } from './shop';
import { addDays, isLocalDate, isLocalTime, minutesOfTime, zonedInstant } from './slots/time';
import type { LocalDate, LocalTime } from './slots/time';

export const courseLevels = ['all', 'beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];
export const courseStatuses = ['active', 'cancelled'] as const;
export type CourseStatus = (typeof courseStatuses)[number];
export type CourseText = LocalizedText;
export { localized as courseText };

export const MAX_COURSE_SESSIONS = 60;

const localDateSchema = z.string().refine(isLocalDate, 'A date as YYYY-MM-DD');
const localTimeSchema = z.string().refine(isLocalTime, 'A time as HH:MM');
const textSchema = z.partialRecord(z.enum(productLanguages), z.string().max(4000));

export const courseScheduleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weekly'),
    startDate: localDateSchema,
    count: z.number().int().min(1).max(MAX_COURSE_SESSIONS),
    startTime: localTimeSchema,
    minutes: z.number().int().min(15).max(720),
  }),
  z.object({
    kind: z.literal('dates'),
    dates: z.array(localDateSchema).min(1).max(MAX_COURSE_SESSIONS),
    startTime: localTimeSchema,
    minutes: z.number().int().min(15).max(720),
  }),
]);
export type CourseSchedule = z.infer<typeof courseScheduleSchema>;

export interface SessionWindow {
  start: Date;
  end: Date;
}

/**
 * The sessions of a schedule as instants: every date at the same local start time, so a course
 * over the DST change keeps 18:00 on the wall clock (the UTC instant moves by an hour).
 */
export function scheduleSessions(schedule: CourseSchedule, timeZone: string): SessionWindow[] {
  const dates: LocalDate[] =
    schedule.kind === 'weekly'
      ? Array.from({ length: schedule.count }, (_, k) => addDays(schedule.startDate, 7 * k))
      : [...new Set(schedule.dates)].sort();
  return dates.map((date) => {
    const startMinutes = minutesOfTime(schedule.startTime as LocalTime);
    const endMinutes = startMinutes + schedule.minutes;
    const endDate = endMinutes >= 1440 ? addDays(date, 1) : date;
    const endTime = `${String(Math.floor((endMinutes % 1440) / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
    return { start: zonedInstant(date, schedule.startTime, timeZone), end: zonedInstant(endDate, endTime, timeZone) };
  });
}

/**
 * The course price split over its sessions in whole cents: every session gets the floor of the
 * even share, and the first (total mod count) sessions one cent more, so the parts add up to the
 * price exactly (€160 over 8 = 8 × 2000; €100 over 3 = 3334 + 3333 + 3333).
 */
export function splitCoursePrice(totalCents: number, count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, k) => base + (k < rest ? 1 : 0));
}

/**
 * What a latecomer pays: the shares of the sessions still to come (pro rata) when the venue allows
 * it, else the course is closed once the first session has started. Null: enrolment closed.
 */
export function enrolmentPrice(
  sessions: readonly { start: Date; priceCents: number; active: boolean }[],
  options: { now: Date; proRata: boolean },
): { priceCents: number; sessions: number } | null {
  const live = sessions.filter((s) => s.active);
  if (!live.length) return null;
  const upcoming = live.filter((s) => s.start > options.now);
  if (!upcoming.length) return null;
  if (upcoming.length < live.length && !options.proRata) return null;
  return { priceCents: upcoming.reduce((sum, s) => sum + s.priceCents, 0), sessions: upcoming.length };
}

const courseFields = {
  title: textSchema.refine((t) => Object.values(t).some((v) => v && v.trim()), 'A title in at least one language'),
  description: textSchema.default({}),
  level: z.enum(courseLevels).default('all'),
  trainerId: z.uuid().nullable().default(null),
  capacity: z.number().int().min(1).max(500),
  minParticipants: z.number().int().min(1).max(500).nullable().default(null),
  minDeadline: z.iso.datetime({ offset: true }).nullable().default(null),
  priceCents: z.number().int().min(0).max(10_000_000),
  proRata: z.boolean().default(false),
  enrolFrom: z.iso.datetime({ offset: true }).nullable().default(null),
  enrolUntil: z.iso.datetime({ offset: true }).nullable().default(null),
  published: z.boolean().default(true),
};

export const courseCreateSchema = z.object({
  ...courseFields,
  resourceIds: z.array(z.uuid()).min(1).max(8),
  schedule: courseScheduleSchema,
});
export type CourseCreateInput = z.input<typeof courseCreateSchema>;

/** Editing keeps the schedule (sessions are moved or cancelled one by one). */
export const courseUpdateSchema = z.object(courseFields).partial();

export const coursePreviewSchema = z.object({
  resourceIds: z.array(z.uuid()).min(1).max(8),
  schedule: courseScheduleSchema,
});

export const courseConflictSchema = z.object({
  resourceId: z.uuid(),
  start: z.string(),
  end: z.string(),
  reason: z.enum(['booked', 'closed']),
});
export type CourseConflict = z.infer<typeof courseConflictSchema>;

export const coursePreviewAnswerSchema = z.object({
  sessions: z.array(z.object({ start: z.string(), end: z.string() })),
  conflicts: z.array(courseConflictSchema),
});

export const courseSessionSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  status: z.enum(courseStatuses),
  priceCents: z.number().int(),
  anchorSlotId: z.uuid(),
  resourceId: z.uuid(),
  placesTaken: z.number().int(),
});
export type CourseSessionDto = z.infer<typeof courseSessionSchema>;

export const courseSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: textSchema,
  description: textSchema,
  level: z.enum(courseLevels),
  trainerId: z.uuid().nullable(),
  trainerName: z.string().nullable(),
  resourceIds: z.array(z.uuid()),
  capacity: z.number().int(),
  minParticipants: z.number().int().nullable(),
  minDeadline: z.string().nullable(),
  priceCents: z.number().int(),
  proRata: z.boolean(),
  enrolFrom: z.string().nullable(),
  enrolUntil: z.string().nullable(),
  published: z.boolean(),
  status: z.enum(courseStatuses),
  enrolled: z.number().int(),
  placesLeft: z.number().int(),
  /** What enrolling costs now (pro rata after the start), null when enrolment is closed. */
  enrolPriceCents: z.number().int().nullable(),
  sessions: z.array(courseSessionSchema),
});
export type CourseDto = z.infer<typeof courseSchema>;

export const courseListSchema = z.object({ rows: z.array(courseSchema), count: z.number().int() });

export const courseParticipantSchema = z.object({
  bookingId: z.uuid(),
  sessionId: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  places: z.number().int(),
  status: z.string(),
  checkedIn: z.boolean(),
  noShow: z.boolean(),
  /** In the course-wide list: how many of the course's dates this person holds. */
  sessions: z.number().int().optional(),
});
export type CourseParticipantDto = z.infer<typeof courseParticipantSchema>;

export const courseParticipantsSchema = z.object({ rows: z.array(courseParticipantSchema), count: z.number().int() });

export const courseAttendanceSchema = z.object({ bookingId: z.uuid(), present: z.boolean() });
export const courseMessageSchema = z.object({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(5000),
});
export const courseSessionMoveSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
});
export const courseCancelSchema = z.object({ reason: z.string().max(500).optional() });
export const courseEnrolSchema = z.object({ courseId: z.uuid() });

export function courseTitle(course: { title: CourseText }, language: string | null | undefined): string {
  return localized(course.title, language);
}
