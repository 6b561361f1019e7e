// What the waitlist needs to know about a course (docs/product/waitlist-courses.md#courses): which
// course a come-together place belongs to, and what a course entry waits for (its dates still to
// come). The places themselves are held through courseCartItems, under the same locks as enrolment.
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { courseRepository } from './course.repository';
import type { CourseRow } from './course.repository';
import { enrolmentNow } from './course.service';

export const courseTitleOf = (c: Pick<CourseRow, 'title' | 'slug'>, locale = 'en') =>
  c.title[locale as 'de'] || c.title.en || c.title.de || Object.values(c.title).find(Boolean) || c.slug;

/** The courses whose dates these come-together sessions are (anchor slot → course). */
export async function coursesOfAnchors(db: DbOrTx, anchorIds: string[]): Promise<Map<string, string>> {
  return courseRepository.coursesOfAnchors(db, anchorIds);
}

/**
 * The window a course entry waits for: from the first date still to come to the end of the last.
 * Refuses a course that does not exist here, is closed for enrolment or has no date left.
 */
export async function courseQueueWindow(
  db: DbOrTx,
  organizationId: string,
  courseId: string,
  now: Date,
): Promise<{ course: CourseRow; start: Date; end: Date; minutes: number }> {
  const course = await courseRepository.find(db, organizationId, courseId);
  if (!course || !course.published) throw new AppError('NOT_FOUND', 'Course not found');
  const sessions = await courseRepository.sessionsOf(db, [course.id]);
  const upcoming = sessions.filter((s) => s.status === 'active' && s.startsAt > now);
  if (!upcoming.length) throw new AppError('TOO_LATE', 'This course has no dates left');
  if (!enrolmentNow(course, sessions, now))
    throw new AppError('SESSION_CLOSED', 'Enrolment for this course is closed', { courseId });
  const first = upcoming[0]!;
  return {
    course,
    start: first.startsAt,
    end: upcoming[upcoming.length - 1]!.endsAt,
    minutes: Math.round((first.endsAt.getTime() - first.startsAt.getTime()) / 60_000),
  };
}

/** Titles and slugs of courses, for the waitlist's views and mails. */
export async function courseLabels(db: DbOrTx, organizationId: string, ids: string[]) {
  const out = new Map<string, CourseRow>();
  for (const id of new Set(ids)) {
    const c = await courseRepository.find(db, organizationId, id);
    if (c) out.set(id, c);
  }
  return out;
}
