// A course's schedule against the courts (docs/product/courses.md#schedule): every session blocks
// each of the course's courts through the booking engine. The preview reports what is in the way
// before saving; the save holds the courts in one transaction and is refused (409 SLOT_TAKEN) when
// a court was taken meanwhile, so the exclusion constraint never lets a court be used twice.
import { scheduleSessions, splitCoursePrice } from '@courtside/core/courses';
import type { CourseConflict, CourseSchedule, SessionWindow } from '@courtside/core/courses';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bookingRepository, settingsOf } from '../booking';
import { checkAgainstGrid, createDynamicSlot } from '../dynamic-slot';
import { courseRepository } from './course.repository';
import type { CourseRow, CourseSessionRow } from './course.repository';

export interface ScheduleInput {
  organizationId: string;
  resourceIds: string[];
  schedule: CourseSchedule;
}

export async function sessionWindows(db: DbOrTx, input: ScheduleInput, now: Date): Promise<SessionWindow[]> {
  const { timeZone } = await settingsOf(db, input.organizationId);
  const windows = scheduleSessions(input.schedule, timeZone);
  if (windows.some((w) => w.start <= now))
    throw new AppError('VALIDATION_FAILED', 'Every session of a new course must lie in the future');
  return windows;
}

/** What stands in the way of each session on each court: a booking, a block, or closed hours. */
export async function findConflicts(
  db: DbOrTx,
  input: ScheduleInput,
  windows: readonly SessionWindow[],
  now: Date,
): Promise<CourseConflict[]> {
  const out: CourseConflict[] = [];
  for (const w of windows) {
    for (const [k, resourceId] of [...new Set(input.resourceIds)].entries()) {
      const at = { resourceId, start: w.start.toISOString(), end: w.end.toISOString() };
      try {
        await checkAgainstGrid(db, {
          organizationId: input.organizationId,
          resourceId,
          kind: k === 0 ? 'come_together' : 'block',
          start: w.start,
          end: w.end,
          createdBy: '',
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.code === 'NOT_FOUND') throw error;
        out.push({ ...at, reason: 'closed' });
        continue;
      }
      const holders = await bookingRepository.findLiveCourtHolders(db, { resourceId, start: w.start, end: w.end, now });
      if (holders.length) out.push({ ...at, reason: 'booked' });
    }
  }
  return out;
}

/**
 * Creates the sessions of a new course: on the first court a come-together session whose places
 * are the enrolments (its capacity is the course's, its price the session's share of the course
 * price), on every further court a block. Runs inside the caller's transaction.
 */
export async function createSessions(
  tx: DbOrTx,
  course: CourseRow,
  windows: readonly SessionWindow[],
  createdBy: string,
  now: Date,
): Promise<CourseSessionRow[]> {
  const prices = splitCoursePrice(course.priceCents, windows.length);
  const [first, ...others] = [...new Set(course.resourceIds)];
  const title = course.title.de || course.title.en || Object.values(course.title).find(Boolean) || course.slug;
  const sessions: CourseSessionRow[] = [];
  for (const [k, w] of windows.entries()) {
    const common = { organizationId: course.organizationId, start: w.start, end: w.end, title, createdBy, now };
    const anchor = await createDynamicSlot(tx, {
      ...common,
      resourceId: first!,
      kind: 'come_together',
      capacity: course.capacity,
      priceCents: prices[k]!,
      // The course decides its minimum once, at its own deadline; the session job leaves it alone.
      minPlayers: 0,
      note: `course:${course.id}`,
    });
    const blocks = [];
    for (const resourceId of others)
      blocks.push(await createDynamicSlot(tx, { ...common, resourceId, kind: 'block', note: `course:${course.id}` }));
    sessions.push(
      await courseRepository.insertSession(tx, {
        organizationId: course.organizationId,
        courseId: course.id,
        startsAt: w.start,
        endsAt: w.end,
        anchorSlotId: anchor.id,
        blockSlotIds: blocks.map((b) => b.id),
        priceCents: prices[k]!,
      }),
    );
  }
  return sessions;
}
