// Which season and which scheduling rule apply to a resource on a date.
import type { LocalDate } from './time';
import type { RuleInput, SeasonInput } from './types';

/** The season covering `date` (inclusive range); when ranges overlap, the one that began last. */
export function seasonFor<S extends SeasonInput>(date: LocalDate, seasons: readonly S[]): S | undefined {
  let found: S | undefined;
  for (const s of seasons) {
    if (s.startsOn <= date && date <= s.endsOn && (!found || s.startsOn > found.startsOn)) found = s;
  }
  return found;
}

/** The rule of a season for a resource: its own rule beats its category's rule. */
export function ruleFor<R extends RuleInput>(
  resource: { id: string; category: string },
  seasonId: string,
  rules: readonly R[],
): R | undefined {
  const ofSeason = rules.filter((r) => r.seasonId === undefined || r.seasonId === seasonId);
  return (
    ofSeason.find((r) => r.resourceId === resource.id) ??
    ofSeason.find((r) => !r.resourceId && r.category === resource.category)
  );
}
