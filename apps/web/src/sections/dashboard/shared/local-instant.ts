// datetime-local values are read on the venue's wall clock, whatever zone the browser is in, so a
// coupon valid "until 18:00" means 18:00 at the venue (lib/format-date holds the arithmetic).
export { fromLocalInput } from '../../../lib/format-date';
