// Closed days (docs/product.md#closed-days): dates on which a location, or the whole organization,
// is closed whatever its opening hours say (holidays). A closed day has no bookable slot, refuses
// holds and is skipped by an abo. Dates are local dates in the organization's zone.
import { daysBetween } from './time';
import type { LocalDate } from './time';

/** Longest closed-day range a manager can enter, in days (a range counts both ends). */
export const MAX_CLOSED_DAY_SPAN = 366;

export interface ClosedDayInput {
  id: string;
  /** null: every location of the organization. */
  locationId: string | null;
  startsOn: LocalDate;
  endsOn: LocalDate;
  /** Label per language, e.g. { de: 'Heiligabend', en: 'Christmas Eve' }; may be empty. */
  label: Record<string, string>;
}

/** The closed day covering `date` at `locationId` (a location's own entry beats an organization-wide one). */
export function closedDayOn<C extends ClosedDayInput>(
  date: LocalDate,
  locationId: string,
  closedDays: readonly C[] | undefined,
): C | undefined {
  let found: C | undefined;
  for (const c of closedDays ?? []) {
    if (c.startsOn > date || date > c.endsOn) continue;
    if (c.locationId !== null && c.locationId !== locationId) continue;
    if (!found || (found.locationId === null && c.locationId !== null)) found = c;
  }
  return found;
}

/** Why a closed-day range is refused, or undefined when it is fine. */
export function closedDayRangeProblem(startsOn: LocalDate, endsOn: LocalDate): string | undefined {
  if (endsOn < startsOn) return 'The last closed day must not be before the first';
  if (daysBetween(startsOn, endsOn) + 1 > MAX_CLOSED_DAY_SPAN)
    return `A closed-day range can span at most ${MAX_CLOSED_DAY_SPAN} days`;
  return undefined;
}

/** The label in `language`, else German (the venue's default language), else English, else any; '' when none. */
export function closedDayLabel(label: Record<string, string> | undefined, language: string | undefined): string {
  if (!label) return '';
  const lang = (language ?? '').slice(0, 2);
  return label[lang] || label.de || label.en || Object.values(label).find(Boolean) || '';
}
