// Which courts are free in a window (docs/product.md#booking filterresources) and how each court is scheduled
// (slots-info). Both read the same snapshot as availability.
import type { BookingType, SpaceTypeFilter } from '@courtside/core/enums';
import { fitRequest } from '@courtside/core/slots/booking-rules';
import { isLive, placesTaken } from '@courtside/core/slots/occupancy';
import { ruleFor, seasonFor } from '@courtside/core/slots/season';
import { isLocalTime, localDate, zonedInstant } from '@courtside/core/slots/time';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadVenueSnapshot, resourceSlotsForRange, scopeForDates } from '../booking';
import type { SnapshotResource, VenueSnapshot } from '../booking';

export interface FilterInput {
  organizationId: string;
  date: string;
  start: string;
  end: string;
  locationId?: string;
  category?: string;
  spaceType?: SpaceTypeFilter;
  type: BookingType;
  now?: Date;
}

function matches(r: SnapshotResource, input: { category?: string; spaceType?: SpaceTypeFilter }): boolean {
  return (
    r.active &&
    (!input.category || r.category === input.category) &&
    (!input.spaceType || input.spaceType === 'all' || r.spaceType === input.spaceType)
  );
}

async function snapshotFor(
  db: DbOrTx,
  organizationId: string,
  date: string,
  locationId?: string,
): Promise<VenueSnapshot> {
  const snapshot = await loadVenueSnapshot(db, scopeForDates(organizationId, date, date, { locationId }));
  if (!snapshot) throw new AppError('NOT_FOUND', 'Organization not found');
  return snapshot;
}

/** Courts on which [start, end) of `date` can be booked now, with the price. */
export async function filterResources(db: DbOrTx, input: FilterInput) {
  const now = input.now ?? new Date();
  const snapshot = await snapshotFor(db, input.organizationId, input.date, input.locationId);
  const toInstant = (value: string) =>
    isLocalTime(value) ? zonedInstant(input.date, value, snapshot.timeZone) : new Date(value);
  const start = toInstant(input.start);
  let end = toInstant(input.end);
  // "22:00"–"00:00" means until midnight of the next day.
  if (isLocalTime(input.end) && end <= start) end = zonedInstant(input.date, '24:00', snapshot.timeZone);
  if (!(end > start)) throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
  if (localDate(start, snapshot.timeZone) !== input.date && !isLocalTime(input.start)) {
    throw new AppError('VALIDATION_FAILED', 'The start must lie on the given date');
  }
  const live = snapshot.bookings.filter((b) => isLive(b, now));
  const rows = [];
  for (const resource of snapshot.resources.filter((r) => matches(r, input))) {
    const { rule, slots } = resourceSlotsForRange(snapshot, resource, start, end);
    const fitted = fitRequest({ start, end, type: input.type, slots, rule, now, timeZone: snapshot.timeZone });
    if (!fitted.ok) continue;
    const mine = live.filter((b) => b.resourceId === resource.id);
    if (fitted.sessionId) {
      if (placesTaken(fitted.sessionId, mine, now) >= (fitted.capacity ?? 0)) continue;
    } else if (mine.some((b) => !b.sessionId && b.start < end && start < b.end)) continue;
    rows.push({
      id: resource.id,
      resourceId: resource.id,
      name: resource.name,
      category: resource.category,
      spaceType: resource.spaceType,
      locationId: resource.locationId,
      start: start.toISOString(),
      end: end.toISOString(),
      priceCents: fitted.priceCents,
      ...(fitted.sessionId ? { sessionId: fitted.sessionId } : {}),
    });
  }
  return { rows, count: rows.length };
}

/** The scheduling of every court on `date` (season, hours, rule, prices). */
export async function slotsInfo(db: DbOrTx, organizationId: string, date: string) {
  const snapshot = await snapshotFor(db, organizationId, date);
  const rows = snapshot.resources
    .filter((r) => r.active)
    .map((resource) => {
      const season = seasonFor(
        date,
        snapshot.seasons.filter((s) => s.locationId === resource.locationId),
      );
      const rule = season ? ruleFor(resource, season.id, snapshot.rules) : undefined;
      return {
        resourceId: resource.id,
        name: resource.name,
        category: resource.category,
        spaceType: resource.spaceType,
        locationId: resource.locationId,
        season: season
          ? { id: season.id, name: season.name, kind: season.kind, startsOn: season.startsOn, endsOn: season.endsOn }
          : null,
        openingHours: (season?.openingHours ?? {}) as Record<string, { open: string; close: string }[]>,
        slotMinutes: rule?.slotMinutes ?? null,
        bookingTypes: rule?.bookingTypes ?? [],
        leadDays: rule?.leadDays ?? null,
        minNoticeMinutes: rule?.minNoticeMinutes ?? null,
        defaultPriceCents: rule?.defaultPriceCents ?? null,
        priceBands: rule?.priceBands ?? [],
      };
    });
  return { date, timezone: snapshot.timeZone, rows, count: rows.length };
}
