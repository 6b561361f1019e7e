// Row → answer mapping of venue setup (dates as ISO strings, nullable fields explicit).
import type { CourtDto, LocationDto, RuleDto, SeasonDto } from '@courtside/core/venue-setup-schemas';
import type { CourtRow, LocationRow, RuleRow, SeasonRow } from './venue-setup.repository';

export const locationDto = (r: LocationRow & { courtCount: number }): LocationDto => ({
  id: r.id,
  name: r.name,
  address: r.address,
  latitude: r.latitude,
  longitude: r.longitude,
  courtCount: r.courtCount,
  createdAt: r.createdAt.toISOString(),
});

export const courtDto = (r: CourtRow): CourtDto => ({
  id: r.id,
  locationId: r.locationId,
  name: r.name,
  category: r.category,
  spaceType: r.spaceType,
  capacity: r.capacity,
  description: r.description,
  images: r.images,
  active: r.active,
  sortOrder: r.sortOrder,
  createdAt: r.createdAt.toISOString(),
});

export const seasonDto = (r: SeasonRow & { ruleCount: number }): SeasonDto => ({
  id: r.id,
  locationId: r.locationId,
  name: r.name,
  kind: r.kind,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  openingHours: r.openingHours,
  ruleCount: r.ruleCount,
  createdAt: r.createdAt.toISOString(),
});

export const ruleDto = (r: RuleRow): RuleDto => ({
  id: r.id,
  seasonId: r.seasonId,
  resourceId: r.resourceId,
  category: r.category,
  slotMinutes: r.slotMinutes,
  bookingTypes: r.bookingTypes,
  leadDays: r.leadDays,
  minNoticeMinutes: r.minNoticeMinutes,
  defaultPriceCents: r.defaultPriceCents,
  priceBands: r.priceBands,
  createdAt: r.createdAt.toISOString(),
});

/** The fields whose value changed, as { field: [before, after] }, for the audit entry. */
export function changedFields<T extends object>(before: T, patch: Partial<T>): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const old = (before as Record<string, unknown>)[key];
    if (JSON.stringify(old) !== JSON.stringify(value)) out[key] = [old, value];
  }
  return out;
}
