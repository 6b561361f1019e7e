// datetime-local values are read on the venue's wall clock (Europe/Berlin), whatever zone the
// browser is in, so a coupon valid "until 18:00" means 18:00 at the venue.
import { zonedInstant } from '@courtside/core/slots/time';
import { VENUE_TIME_ZONE } from './format';

export function fromLocalInput(value: string, timeZone = VENUE_TIME_ZONE): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!match) return null;
  return zonedInstant(match[1]!, match[2]!, timeZone).toISOString();
}
