// The availability of a location's courts on one local date: one snapshot query plus the pure
// grid of packages/core. Prices are integer cents.
import type { AvailabilityAnswer, SlotViewDto } from '@courtside/core/booking-schemas';
import type { RuleInput, SlotView } from '@courtside/core/slots/types';
import type { SpaceTypeFilter } from '@courtside/core/enums';
import { bookingWindow } from '@courtside/core/slots/booking-rules';
import { slotViews } from '@courtside/core/slots/occupancy';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadVenueSnapshot, resourceDay, scopeForDates, slotIsoTimes } from '../booking';
import type { SnapshotBooking } from '../booking';

export interface AvailabilityInput {
  organizationId: string;
  date: string;
  locationId?: string;
  category?: string;
  spaceType?: SpaceTypeFilter;
  now?: Date;
}

/** The views with their instants as ISO text, in place (the views are this request's own objects). */
function asDtos(views: SlotView[], times: string[]): SlotViewDto[] {
  const out = views as unknown as SlotViewDto[];
  for (let i = 0; i < out.length; i++) {
    out[i]!.start = times[2 * i]!;
    out[i]!.end = times[2 * i + 1]!;
  }
  return out;
}

export async function availability(db: DbOrTx, input: AvailabilityInput): Promise<AvailabilityAnswer> {
  const now = input.now ?? new Date();
  const snapshot = await loadVenueSnapshot(
    db,
    scopeForDates(input.organizationId, input.date, input.date, { locationId: input.locationId }),
  );
  if (!snapshot) throw new AppError('NOT_FOUND', 'Organization not found');
  const byResource = new Map<string, SnapshotBooking[]>();
  for (const b of snapshot.bookings) {
    const list = byResource.get(b.resourceId);
    if (list) list.push(b);
    else byResource.set(b.resourceId, [b]);
  }
  const resources = snapshot.resources.filter(
    (r) =>
      r.active &&
      (!input.category || r.category === input.category) &&
      (!input.spaceType || input.spaceType === 'all' || r.spaceType === input.spaceType),
  );
  // One booking window per rule (most courts share a rule), computed once per request.
  const windows = new Map<RuleInput, ReturnType<typeof bookingWindow>>();
  const rows = resources.map((resource) => {
    const day = resourceDay(snapshot, resource, input.date);
    let window = day.rule ? windows.get(day.rule) : undefined;
    if (day.rule && !window) {
      window = bookingWindow(day.rule, now, snapshot.timeZone);
      windows.set(day.rule, window);
    }
    const views = slotViews(day.slots, byResource.get(resource.id) ?? [], {
      now,
      earliestStart: window?.earliest,
      latestStart: window?.latest,
    });
    return {
      resourceId: resource.id,
      name: resource.name,
      category: resource.category,
      spaceType: resource.spaceType,
      locationId: resource.locationId,
      ...(day.closedDay ? { closed: { id: day.closedDay.id, label: day.closedDay.label } } : {}),
      slots: asDtos(views, slotIsoTimes(day.slots)),
    };
  });
  return { date: input.date, timezone: snapshot.timeZone, rows, count: rows.length };
}
