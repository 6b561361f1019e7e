// What staff and trainers do with a running course (docs/product/courses.md#staff), and the cart
// items an enrolment holds (docs/product/courses.md#enrolment).
import type { CartItemInput } from '@courtside/core/cart-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  bookingRepository,
  cancelDynamicSlot,
  checkIn,
  markNoShow,
  notifySlotChanges,
  slotTakenOnConflict,
} from '../booking';
import { checkAgainstGrid } from '../dynamic-slot';
import { courseRepository } from './course.repository';
import type { CourseRow, CourseSessionRow } from './course.repository';
import { courseMessageTemplate, courseSessionMovedTemplate, mailParticipants } from './course-mail';
import { enrolmentNow } from './course.service';

const titleOf = (c: CourseRow, locale = 'de') =>
  c.title[locale as 'de'] || c.title.de || c.title.en || Object.values(c.title).find(Boolean) || c.slug;

/**
 * The come-together places an enrolment holds: one in every session still to come, at each
 * session's share of the price. Locks the course row, so enrolments of one course queue up behind
 * each other and a cancellation or capacity change; each place is then counted under its
 * session's row lock (SESSION_FULL when the last one went meanwhile), all in the cart's transaction.
 */
export async function courseCartItems(
  tx: DbOrTx,
  organizationId: string,
  courseId: string,
  now: Date,
): Promise<CartItemInput[]> {
  const course = await courseRepository.lock(tx, courseId);
  if (!course || course.organizationId !== organizationId) throw new AppError('NOT_FOUND', 'Course not found');
  const sessions = await courseRepository.sessionsOf(tx, [course.id]);
  if (!enrolmentNow(course, sessions, now))
    throw new AppError('SESSION_CLOSED', 'Enrolment for this course is closed', { courseId });
  return sessions
    .filter((s) => s.status === 'active' && s.startsAt > now)
    .map((s) => ({
      resourceId: course.resourceIds[0]!,
      start: s.startsAt.toISOString(),
      end: s.endsAt.toISOString(),
      bookingType: 'come_together' as const,
      quantity: 1,
      sessionId: s.anchorSlotId,
    }));
}

/** Which of these come-together sessions are dates of a course (their places are sold with it). */
export async function courseAnchorIds(db: DbOrTx, sessionIds: string[]): Promise<Set<string>> {
  return courseRepository.anchorIds(db, sessionIds);
}

async function cancelSessionSlots(tx: DbOrTx, s: CourseSessionRow, byUserId: string | null, reason: string, now: Date) {
  // The anchor's cancellation refunds every paid place in full and mails its players.
  await cancelDynamicSlot(tx, s.anchorSlotId, { byUserId, reason, now });
  for (const id of s.blockSlotIds) await cancelDynamicSlot(tx, id, { byUserId, reason, now });
  await courseRepository.updateSession(tx, s.id, { status: 'cancelled' });
}

/** Cancels a whole course: every session still active, with full refunds (come-together rules). */
export async function cancelCourse(
  db: DbOrTx,
  organizationId: string,
  id: string,
  options: { byUserId: string | null; reason: string; now?: Date },
): Promise<CourseRow> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const course = await courseRepository.lock(tx, id);
    if (!course || course.organizationId !== organizationId) throw new AppError('NOT_FOUND', 'Course not found');
    if (course.status !== 'active') throw new AppError('INVALID_TRANSITION', 'This course is already cancelled');
    for (const s of await courseRepository.sessionsOf(tx, [course.id]))
      if (s.status === 'active' && s.endsAt > now)
        await cancelSessionSlots(tx, s, options.byUserId, options.reason, now);
    return courseRepository.update(tx, course.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: options.reason,
    });
  });
}

async function lockedSession(tx: DbOrTx, organizationId: string, courseId: string, sessionId: string) {
  const course = await courseRepository.lock(tx, courseId);
  if (!course || course.organizationId !== organizationId) throw new AppError('NOT_FOUND', 'Course not found');
  const session = await courseRepository.findSession(tx, course.id, sessionId);
  if (!session) throw new AppError('NOT_FOUND', 'Session not found');
  if (session.status !== 'active') throw new AppError('INVALID_TRANSITION', 'This session is already cancelled');
  return { course, session };
}

/** Cancels one date: its places are refunded in full (the date is credited) and its players mailed. */
export async function cancelCourseSession(
  db: DbOrTx,
  organizationId: string,
  courseId: string,
  sessionId: string,
  options: { byUserId: string; reason: string; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const { session } = await lockedSession(tx, organizationId, courseId, sessionId);
    if (session.endsAt <= now) throw new AppError('INVALID_TRANSITION', 'A past session cannot be cancelled');
    await cancelSessionSlots(tx, session, options.byUserId, options.reason, now);
  });
}

/**
 * Moves one date to another time on the same courts. The courts' holds move under the exclusion
 * constraint (SLOT_TAKEN when a court is taken then), the players' places move with them, and
 * every participant is mailed.
 */
export async function moveCourseSession(
  db: DbOrTx,
  organizationId: string,
  courseId: string,
  sessionId: string,
  input: { start: Date; end: Date; byUserId: string; now?: Date },
): Promise<CourseSessionRow> {
  const now = input.now ?? new Date();
  if (!(input.end > input.start)) throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
  if (input.start <= now) throw new AppError('VALIDATION_FAILED', 'A session can only move into the future');
  return db.transaction(async (tx) => {
    const { course, session } = await lockedSession(tx, organizationId, courseId, sessionId);
    const slotIds = [session.anchorSlotId, ...session.blockSlotIds];
    const changes: Parameters<typeof bookingRepository.insertEvents>[1] = [];
    for (const slotId of slotIds) {
      const slot = await bookingRepository.lockSession(tx, slotId);
      if (!slot) continue;
      await checkAgainstGrid(tx, {
        organizationId,
        resourceId: slot.resourceId,
        kind: slot.kind,
        start: input.start,
        end: input.end,
        createdBy: '',
      });
      const held = await bookingRepository.lockOpenOfDynamicSlot(tx, slotId);
      const others = await bookingRepository.findLiveCourtHolders(tx, {
        resourceId: slot.resourceId,
        start: input.start,
        end: input.end,
        now,
        excludeIds: held.map((b) => b.id),
      });
      if (others.length)
        throw new AppError('SLOT_TAKEN', 'A court is taken at the new time', { resourceId: slot.resourceId });
      await bookingRepository.updateDynamicSlot(tx, slot.id, { startsAt: input.start, endsAt: input.end });
      for (const b of held) {
        await bookingRepository
          .update(tx, b.id, { startsAt: input.start, endsAt: input.end })
          .catch(slotTakenOnConflict);
        changes.push({
          organizationId,
          bookingId: b.id,
          action: 'move',
          fromStatus: b.status,
          toStatus: b.status,
          actorUserId: input.byUserId,
          reason: 'course_session_moved',
          details: {
            from: { start: b.startsAt.toISOString(), end: b.endsAt.toISOString() },
            to: { start: input.start.toISOString(), end: input.end.toISOString() },
          },
        });
      }
      await notifySlotChanges(tx, [
        { organizationId, resourceId: slot.resourceId, start: slot.startsAt, end: slot.endsAt },
        { organizationId, resourceId: slot.resourceId, start: input.start, end: input.end },
      ]);
    }
    await bookingRepository.insertEvents(tx, changes);
    const participants = await courseRepository.participants(tx, [session.anchorSlotId], now);
    await mailParticipants(tx, organizationId, participants, (c, format) => ({
      template: courseSessionMovedTemplate.name,
      data: {
        name: c.name,
        course: titleOf(course, c.locale),
        from: format.format(session.startsAt),
        to: format.format(input.start),
      },
    }));
    return courseRepository.updateSession(tx, session.id, { startsAt: input.start, endsAt: input.end });
  });
}

/** Ticks a participant present (checked in) or absent (a no-show, once the session has begun). */
export async function markAttendance(
  db: DbOrTx,
  course: CourseRow,
  sessionId: string,
  input: { bookingId: string; present: boolean; byUserId: string; now?: Date },
): Promise<void> {
  const session = await courseRepository.findSession(db, course.id, sessionId);
  if (!session) throw new AppError('NOT_FOUND', 'Session not found');
  const booking = await bookingRepository.findById(db, input.bookingId);
  if (!booking || booking.sessionId !== session.anchorSlotId)
    throw new AppError('NOT_FOUND', 'This participant is not in the session');
  if (input.present) await checkIn(db, booking.id, input.byUserId, input.now);
  else await markNoShow(db, booking.id, input.byUserId, input.now);
}

/** A message to every participant of the course (one mail per address, through the outbox). */
export async function messageParticipants(
  db: DbOrTx,
  course: CourseRow,
  input: { subject: string; body: string; now?: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const sessions = await courseRepository.sessionsOf(tx, [course.id]);
    const rows = await courseRepository.participants(
      tx,
      sessions.map((s) => s.anchorSlotId),
      input.now ?? new Date(),
    );
    return mailParticipants(tx, course.organizationId, rows, (c) => ({
      template: courseMessageTemplate.name,
      data: { name: c.name, course: titleOf(course, c.locale), subject: input.subject, body: input.body },
    }));
  });
}
