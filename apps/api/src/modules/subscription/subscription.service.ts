// Abo (docs/product.md#abo): one weekly slot over a date range, by default the rest of the season.
// The plan answers which weekly dates are free; creating it holds every free date together as
// `abo` bookings of one subscription, priced per date (so a mid-season abo is pro rata).
import type { PreferredSlot } from '@courtside/core/booking-schemas';
import { fitRequest } from '@courtside/core/slots/booking-rules';
import { isLive } from '@courtside/core/slots/occupancy';
import { seasonFor } from '@courtside/core/slots/season';
import {
  addDays,
  daysBetween,
  localDate,
  localParts,
  minutesOfTime,
  timeOfMinutes,
  zonedInstant,
} from '@courtside/core/slots/time';
import { weeklyDates } from '@courtside/core/slots/subscription';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RefundKind } from '@courtside/core/slots/cancellation';
import { subscriptionRepository } from './subscription.repository';
import type { SubscriptionRow } from './subscription.repository';
import {
  assertOwner,
  cancelBooking,
  changeOf,
  insertCourtHold,
  loadVenueSnapshot,
  notifySlotChanges,
  recordChanges,
  resourceSlotsForRange,
  scopeForDates,
} from '../booking';
import type { BookingRow, Owner, VenueSnapshot } from '../booking';

/** An abo runs at most this long (a season is about seven months). */
const MAX_DAYS = 400;

export interface PlannedDate {
  resourceId: string;
  date: string;
  start: Date;
  end: Date;
  state: 'free' | 'conflict' | 'past' | 'closed';
  reason?: string;
  /** state 'closed': the closed day's label per language (docs/product.md#closed-days). */
  closedLabel?: Record<string, string>;
  priceCents: number;
}

export interface SubscriptionPlan {
  resourceId: string;
  weekday: number;
  startTime: string;
  minutes: number;
  subStartDate: string;
  subEndDate: string;
  dates: PlannedDate[];
  priceCents: number;
}

async function weeklySlot(db: DbOrTx, organizationId: string, slot: PreferredSlot, now: Date) {
  // The zone comes with the snapshot; a first small one tells the season and the zone.
  const probeDate = slot.subStartDate ?? (slot.start ? slot.start.slice(0, 10) : now.toISOString().slice(0, 10));
  const probe = await loadVenueSnapshot(
    db,
    scopeForDates(organizationId, probeDate, probeDate, { resourceId: slot.resourceId }),
  );
  const resource = probe?.resources.find((r) => r.id === slot.resourceId && r.active);
  if (!probe || !resource) throw new AppError('NOT_FOUND', 'This court does not exist or is not bookable');
  const tz = probe.timeZone;
  let weekday = slot.weekday;
  let startTime = slot.startTime;
  let minutes = slot.minutes;
  if (slot.start) {
    const local = localParts(new Date(slot.start), tz);
    weekday ??= local.weekday;
    startTime ??= local.time;
    if (slot.end) minutes ??= Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000);
  }
  if (!weekday || !startTime || !minutes || minutes <= 0) {
    throw new AppError('VALIDATION_FAILED', 'Give the first date (start, end) or weekday, startTime and minutes');
  }
  const today = localDate(now, tz);
  const anchor = slot.subStartDate ?? (slot.start ? localDate(new Date(slot.start), tz) : today);
  const season = seasonFor(
    anchor,
    probe.seasons.filter((s) => s.locationId === resource.locationId),
  );
  if (!season && !slot.subEndDate) throw new AppError('OUTSIDE_OPENING_HOURS', 'No season covers this date');
  // The abo starts with the first date the customer picked, else today or the season's start.
  const firstPicked = slot.start ? localDate(new Date(slot.start), tz) : undefined;
  const subStartDate =
    slot.subStartDate ?? firstPicked ?? (season && season.startsOn > today ? season.startsOn : today);
  const subEndDate = slot.subEndDate ?? season!.endsOn;
  if (subEndDate < subStartDate) throw new AppError('VALIDATION_FAILED', 'subEndDate must not be before subStartDate');
  if (daysBetween(subStartDate, subEndDate) > MAX_DAYS)
    throw new AppError('VALIDATION_FAILED', `An abo can run at most ${MAX_DAYS} days`);
  return { resource, weekday, startTime, minutes, subStartDate, subEndDate };
}

function planDates(snapshot: VenueSnapshot, input: Awaited<ReturnType<typeof weeklySlot>>, now: Date): PlannedDate[] {
  const live = snapshot.bookings.filter((b) => b.resourceId === input.resource.id && isLive(b, now) && !b.sessionId);
  return weeklyDates(input.subStartDate, input.subEndDate, input.weekday).map((date): PlannedDate => {
    const start = zonedInstant(date, input.startTime, snapshot.timeZone);
    // The wall-clock end, so a slot keeps its local times on DST days.
    const endMinutes = minutesOfTime(input.startTime) + input.minutes;
    const end = zonedInstant(
      endMinutes >= 1440 ? addDays(date, 1) : date,
      timeOfMinutes(endMinutes % 1440),
      snapshot.timeZone,
    );
    const base = { resourceId: input.resource.id, date, start, end };
    const { rule, slots, closedDay } = resourceSlotsForRange(snapshot, input.resource, start, end);
    // docs/product.md#closed-days: an abo skips the venue's closed days and is not charged for them.
    if (closedDay)
      return { ...base, state: 'closed', reason: 'CLOSED_DAY', closedLabel: closedDay.label, priceCents: 0 };
    const fitted = fitRequest({ start, end, type: 'abo', slots, rule, now, timeZone: snapshot.timeZone });
    if (!fitted.ok)
      return { ...base, state: fitted.code === 'TOO_LATE' ? 'past' : 'conflict', reason: fitted.code, priceCents: 0 };
    if (live.some((b) => b.start < end && start < b.end))
      return { ...base, state: 'conflict', reason: 'SLOT_TAKEN', priceCents: fitted.priceCents };
    return { ...base, state: 'free', priceCents: fitted.priceCents };
  });
}

/** Which weekly dates of a preferred slot are free (POST /subscrptions). */
export async function planSubscription(
  db: DbOrTx,
  organizationId: string,
  slot: PreferredSlot,
  now = new Date(),
): Promise<SubscriptionPlan> {
  const weekly = await weeklySlot(db, organizationId, slot, now);
  const snapshot = await loadVenueSnapshot(
    db,
    scopeForDates(organizationId, weekly.subStartDate, weekly.subEndDate, { resourceId: weekly.resource.id }),
  );
  const dates = planDates(snapshot!, weekly, now);
  return {
    resourceId: weekly.resource.id,
    weekday: weekly.weekday,
    startTime: weekly.startTime,
    minutes: weekly.minutes,
    subStartDate: weekly.subStartDate,
    subEndDate: weekly.subEndDate,
    dates,
    priceCents: dates.filter((d) => d.state === 'free').reduce((sum, d) => sum + d.priceCents, 0),
  };
}

export interface CreateSubscriptionInput {
  organizationId: string;
  owner: Owner;
  slot: PreferredSlot;
  createdBy?: string;
  now?: Date;
}

/**
 * Creates the subscription and holds all its free dates (reserved, expiring together like any
 * hold). Dates taken between plan and hold are skipped and listed in skippedDates.
 */
export async function createSubscription(
  db: DbOrTx,
  input: CreateSubscriptionInput,
): Promise<{ subscription: SubscriptionRow; bookings: BookingRow[] }> {
  assertOwner(input.owner);
  const now = input.now ?? new Date();
  const plan = await planSubscription(db, input.organizationId, input.slot, now);
  const free = plan.dates.filter((d) => d.state === 'free');
  if (!free.length)
    throw new AppError('SLOT_TAKEN', 'None of the weekly dates is free', {
      dates: plan.dates.map((d) => ({ date: d.date, state: d.state, reason: d.reason })),
    });
  return db.transaction(async (tx) => {
    const snapshot = await loadVenueSnapshot(
      tx,
      scopeForDates(input.organizationId, plan.subStartDate, plan.subStartDate),
    );
    const expiresAt = new Date(now.getTime() + snapshot!.settings.holdMinutes * 60_000);
    const subscription = await subscriptionRepository.insert(tx, {
      organizationId: input.organizationId,
      resourceId: plan.resourceId,
      userId: input.owner.userId ?? null,
      guestToken: input.owner.userId ? null : (input.owner.guestToken ?? null),
      weekday: plan.weekday,
      startTime: plan.startTime,
      minutes: plan.minutes,
      subStartDate: plan.subStartDate,
      subEndDate: plan.subEndDate,
      status: 'reserved',
      priceCents: 0,
      createdBy: input.createdBy ?? null,
    });
    const held: BookingRow[] = [];
    const skipped = plan.dates
      .filter((d) => d.state !== 'free')
      .map((d) => ({ date: d.date, reason: d.reason ?? d.state }));
    for (const d of free) {
      try {
        held.push(
          await insertCourtHold(
            tx,
            {
              organizationId: input.organizationId,
              resourceId: plan.resourceId,
              startsAt: d.start,
              endsAt: d.end,
              type: 'abo',
              status: 'reserved',
              places: 1,
              priceCents: d.priceCents,
              userId: subscription.userId,
              guestToken: subscription.guestToken,
              subscriptionId: subscription.id,
              expiresAt,
              createdBy: input.createdBy ?? null,
            },
            now,
          ),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'SLOT_TAKEN')
          skipped.push({ date: d.date, reason: 'SLOT_TAKEN' });
        else throw error;
      }
    }
    if (!held.length) throw new AppError('SLOT_TAKEN', 'None of the weekly dates is free any more');
    const priceCents = held.reduce((sum, b) => sum + b.priceCents, 0);
    const saved = await subscriptionRepository.update(tx, subscription.id, {
      priceCents,
      skippedDates: skipped.sort((a, b) => a.date.localeCompare(b.date)),
    });
    await recordChanges(
      tx,
      held.map((b) => ({
        booking: b,
        action: 'hold' as const,
        from: null,
        to: 'reserved' as const,
        actorUserId: input.createdBy ?? input.owner.userId ?? null,
        details: { subscriptionId: subscription.id },
      })),
    );
    await notifySlotChanges(tx, held.map(changeOf));
    return { subscription: saved, bookings: held };
  });
}

/** Staff: cancels every open date of an abo (refund per policy or as chosen) and the abo itself. */
export async function cancelSubscription(
  db: DbOrTx,
  organizationId: string,
  id: string,
  options: { byUserId: string; reason?: string; refund?: RefundKind; now?: Date },
): Promise<{ subscription: SubscriptionRow; cancelled: number }> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const subscription = await subscriptionRepository.lock(tx, id);
    if (!subscription || subscription.organizationId !== organizationId)
      throw new AppError('NOT_FOUND', 'Subscription not found');
    if (subscription.status === 'cancelled' || subscription.status === 'completed')
      throw new AppError('INVALID_TRANSITION', `This abo is already ${subscription.status}`);
    const open = (await subscriptionRepository.bookingsOf(tx, [id])).filter(
      (b) => ['reserved', 'pending', 'upcoming'].includes(b.status) && b.startsAt > now,
    );
    for (const b of open) {
      await cancelBooking(tx, b.id, {
        by: { userId: options.byUserId, isStaff: true },
        reason: options.reason ?? 'subscription_cancelled',
        refund: options.refund,
        now,
      });
    }
    const saved = await subscriptionRepository.update(tx, id, { status: 'cancelled', cancelledAt: now });
    return { subscription: saved, cancelled: open.length };
  });
}
