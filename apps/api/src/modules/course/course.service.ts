// Courses (docs/product/courses.md): create with a schedule whose courts are held through the
// booking engine, edit the course's terms, and the answers the screens show (places left, what
// enrolling costs now). A trainer sees the courses they run; course.write sees them all.
import { enrolmentPrice } from '@courtside/core/courses';
import type { CourseDto, courseCreateSchema, courseUpdateSchema } from '@courtside/core/courses';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dynamicSlotRepository } from '../dynamic-slot';
import { courseRepository } from './course.repository';
import type { CourseRow, CourseSessionRow } from './course.repository';
import { createSessions, findConflicts, sessionWindows } from './course-schedule';

export interface CourseActor {
  userId: string;
  /** Holds course.write: every course of the organization. Otherwise only the trainer's own. */
  canWrite: boolean;
}

function slugOf(title: Record<string, string | undefined>): string {
  const base = (title.en || title.de || Object.values(title).find(Boolean) || 'course')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  // Paths of the course endpoints are never a course's slug.
  return !base ? 'course' : ['manage', 'trainers'].includes(base) ? `${base}-course` : base;
}

async function freeSlug(db: DbOrTx, organizationId: string, title: Record<string, string | undefined>) {
  const base = slugOf(title);
  for (let k = 1; ; k++) {
    const slug = k === 1 ? base : `${base}-${k}`;
    if (!(await courseRepository.slugTaken(db, organizationId, slug))) return slug;
  }
}

async function assertTrainer(db: DbOrTx, organizationId: string, trainerId: string | null | undefined) {
  if (!trainerId) return;
  const user = await courseRepository.trainer(db, organizationId, trainerId);
  if (!user || !user.isTrainer || user.role === 'customer')
    throw new AppError('VALIDATION_FAILED', 'The trainer must be a staff member marked as trainer', {
      field: 'trainerId',
    });
}

function checkTerms(t: {
  capacity?: number;
  minParticipants?: number | null;
  minDeadline?: string | null;
  enrolFrom?: string | null;
  enrolUntil?: string | null;
}) {
  if (t.minParticipants && t.capacity && t.minParticipants > t.capacity)
    throw new AppError('VALIDATION_FAILED', 'The minimum cannot exceed the capacity', { field: 'minParticipants' });
  if (t.minParticipants && !t.minDeadline)
    throw new AppError('VALIDATION_FAILED', 'A minimum needs a deadline', { field: 'minDeadline' });
  if (t.enrolFrom && t.enrolUntil && new Date(t.enrolUntil) <= new Date(t.enrolFrom))
    throw new AppError('VALIDATION_FAILED', 'The enrolment window ends before it opens', { field: 'enrolUntil' });
}

const at = (v: string | null | undefined) => (v ? new Date(v) : null);

export async function createCourse(
  db: DbOrTx,
  organizationId: string,
  input: z.output<typeof courseCreateSchema>,
  createdBy: string,
  now = new Date(),
): Promise<CourseRow> {
  checkTerms(input);
  return db.transaction(async (tx) => {
    await assertTrainer(tx, organizationId, input.trainerId);
    const windows = await sessionWindows(tx, { organizationId, ...input }, now);
    const conflicts = await findConflicts(tx, { organizationId, ...input }, windows, now);
    if (conflicts.length)
      throw new AppError('SLOT_TAKEN', 'Some sessions collide with bookings or closed hours', { conflicts });
    const course = await courseRepository.insert(tx, {
      organizationId,
      slug: await freeSlug(tx, organizationId, input.title),
      title: input.title,
      description: input.description,
      level: input.level,
      trainerId: input.trainerId,
      resourceIds: [...new Set(input.resourceIds)],
      capacity: input.capacity,
      minParticipants: input.minParticipants,
      minDeadline: at(input.minDeadline),
      priceCents: input.priceCents,
      proRata: input.proRata,
      enrolFrom: at(input.enrolFrom),
      enrolUntil: at(input.enrolUntil),
      published: input.published,
      createdBy,
    });
    // A court taken between the preview and here fails the insert (SLOT_TAKEN, 409): nothing is kept.
    await createSessions(tx, course, windows, createdBy, now);
    return course;
  });
}

export async function updateCourse(
  db: DbOrTx,
  organizationId: string,
  id: string,
  patch: z.output<typeof courseUpdateSchema>,
  now = new Date(),
): Promise<CourseRow> {
  return db.transaction(async (tx) => {
    const course = await courseRepository.lock(tx, id);
    if (!course || course.organizationId !== organizationId) throw new AppError('NOT_FOUND', 'Course not found');
    if (course.status !== 'active') throw new AppError('INVALID_TRANSITION', 'A cancelled course cannot be changed');
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    checkTerms({
      capacity: patch.capacity ?? course.capacity,
      minParticipants: patch.minParticipants !== undefined ? patch.minParticipants : course.minParticipants,
      minDeadline: patch.minDeadline !== undefined ? patch.minDeadline : iso(course.minDeadline),
      enrolFrom: patch.enrolFrom !== undefined ? patch.enrolFrom : iso(course.enrolFrom),
      enrolUntil: patch.enrolUntil !== undefined ? patch.enrolUntil : iso(course.enrolUntil),
    });
    if (patch.trainerId !== undefined) await assertTrainer(tx, organizationId, patch.trainerId);
    const sessions = await courseRepository.sessionsOf(tx, [course.id]);
    if (patch.capacity !== undefined) {
      const taken = await dynamicSlotRepository.placesTaken(
        tx,
        sessions.map((s) => s.anchorSlotId),
        now,
      );
      const most = Math.max(0, ...taken.values());
      if (patch.capacity < most)
        throw new AppError('VALIDATION_FAILED', `${most} places are already taken`, { placesTaken: most });
      // The sessions' capacity is the course's: each anchor slot follows under its own row.
      for (const s of sessions) await dynamicSlotRepository.update(tx, s.anchorSlotId, { capacity: patch.capacity });
    }
    const { minDeadline, enrolFrom, enrolUntil, ...rest } = patch;
    return courseRepository.update(tx, course.id, {
      ...rest,
      ...(minDeadline !== undefined ? { minDeadline: at(minDeadline), minimumCheckedAt: null } : {}),
      ...(enrolFrom !== undefined ? { enrolFrom: at(enrolFrom) } : {}),
      ...(enrolUntil !== undefined ? { enrolUntil: at(enrolUntil) } : {}),
    });
  });
}

/** The course if the actor may see it: any course with course.write, else the trainer's own. */
export async function courseFor(db: DbOrTx, organizationId: string, id: string, actor: CourseActor) {
  const course = await courseRepository.find(db, organizationId, id);
  if (!course) throw new AppError('NOT_FOUND', 'Course not found');
  if (!actor.canWrite && course.trainerId !== actor.userId)
    throw new AppError('FORBIDDEN', 'Only the course trainer or a manager sees this course');
  return course;
}

/** Whether enrolment is open now, and at what price (pro rata after the start if allowed). */
export function enrolmentNow(course: CourseRow, sessions: readonly CourseSessionRow[], now: Date) {
  if (course.status !== 'active' || !course.published) return null;
  if (course.enrolFrom && now < course.enrolFrom) return null;
  if (course.enrolUntil && now > course.enrolUntil) return null;
  return enrolmentPrice(
    sessions.map((s) => ({ start: s.startsAt, priceCents: s.priceCents, active: s.status === 'active' })),
    { now, proRata: course.proRata },
  );
}

export async function courseDtos(db: DbOrTx, rows: CourseRow[], now = new Date()): Promise<CourseDto[]> {
  const sessions = await courseRepository.sessionsOf(
    db,
    rows.map((r) => r.id),
  );
  const taken = await dynamicSlotRepository.placesTaken(
    db,
    sessions.map((s) => s.anchorSlotId),
    now,
  );
  const trainers = await courseRepository.userNames(db, [
    ...new Set(rows.map((r) => r.trainerId).filter((x): x is string => Boolean(x))),
  ]);
  return rows.map((r) => {
    const mine = sessions.filter((s) => s.courseId === r.id);
    const active = mine.filter((s) => s.status === 'active');
    const upcoming = active.filter((s) => s.startsAt > now);
    const enrolled = Math.max(0, ...active.map((s) => taken.get(s.anchorSlotId) ?? 0));
    // A new participant needs a place in every session still to come.
    const busiest = Math.max(0, ...upcoming.map((s) => taken.get(s.anchorSlotId) ?? 0));
    const price = enrolmentNow(r, mine, now);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      level: r.level,
      trainerId: r.trainerId,
      trainerName: r.trainerId ? (trainers.get(r.trainerId) ?? null) : null,
      resourceIds: r.resourceIds,
      capacity: r.capacity,
      minParticipants: r.minParticipants,
      minDeadline: r.minDeadline?.toISOString() ?? null,
      priceCents: r.priceCents,
      proRata: r.proRata,
      enrolFrom: r.enrolFrom?.toISOString() ?? null,
      enrolUntil: r.enrolUntil?.toISOString() ?? null,
      published: r.published,
      status: r.status,
      enrolled,
      placesLeft: upcoming.length ? Math.max(0, r.capacity - busiest) : 0,
      enrolPriceCents: price?.priceCents ?? null,
      sessions: mine.map((s) => ({
        id: s.id,
        start: s.startsAt.toISOString(),
        end: s.endsAt.toISOString(),
        status: s.status,
        priceCents: s.priceCents,
        anchorSlotId: s.anchorSlotId,
        resourceId: r.resourceIds[0]!,
        placesTaken: taken.get(s.anchorSlotId) ?? 0,
      })),
    };
  });
}

/** The sitemap's course pages: published, running courses. */
export async function publishedCourseSlugs(db: DbOrTx, organizationId: string) {
  return (await courseRepository.list(db, organizationId, { publishedOnly: true })).map((c) => ({
    slug: c.slug,
    updatedAt: c.updatedAt,
  }));
}
