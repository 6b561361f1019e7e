// The minimum of participants (docs/product/courses.md#minimum): at the course's deadline, a course
// with fewer paid places than its minimum is cancelled and every paid place refunded in full (the
// come-together rules); a course that made it is marked, so it is never looked at again. Safe with
// several API processes: the due courses are taken FOR UPDATE SKIP LOCKED.
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { Job } from '../../jobs/runner';
import { courseRepository } from './course.repository';
import { cancelCourse } from './course-actions';

export async function decideCourseMinimums(db: DbOrTx, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const cancelled: string[] = [];
    for (const course of await courseRepository.lockDueForMinimum(tx, now, 20)) {
      const sessions = (await courseRepository.sessionsOf(tx, [course.id])).filter((s) => s.status === 'active');
      const paid = await courseRepository.paidPlaces(
        tx,
        sessions.map((s) => s.anchorSlotId),
      );
      const enrolled = Math.max(0, ...paid.values());
      if (enrolled >= (course.minParticipants ?? 0)) {
        await courseRepository.update(tx, course.id, { minimumCheckedAt: now });
        continue;
      }
      await cancelCourse(tx, course.organizationId, course.id, { byUserId: null, reason: 'under_minimum', now });
      cancelled.push(course.id);
    }
    return cancelled;
  });
}

export const courseJobs: Job[] = [
  {
    name: 'course-minimum',
    everyMs: 60_000,
    run: async (app: FastifyInstance) => void (await decideCourseMinimums(app.db)),
  },
];
