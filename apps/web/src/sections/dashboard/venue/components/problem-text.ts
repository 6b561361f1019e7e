import type { TFunction } from 'i18next';
import type { SetupProblem } from '@courtside/core/venue-rules';

/** A problem found by the shared venue rules, in the screen's language. */
export function problemText(problem: SetupProblem, t: TFunction): string {
  const params = { ...problem.params };
  if (typeof params.weekday === 'number') params.weekday = t(`weekdays.${params.weekday}`);
  return t(`errors.${problem.reason}`, { ...params, defaultValue: problem.message });
}
