// The day the booking screen shows: the stored bookingDate (app-booking) unless it has passed, in
// the venue's timezone; its availability with live updates.
import { useEffect, useState } from 'react';
import { addDays, isLocalDate, localDate } from '@courtside/core/slots/time';
import { useBookingStore } from '../../stores/booking-store';
import { DEFAULT_TIME_ZONE } from '../cart/format';
import { useCurrentOrganization } from '../organization/api/get-current-organization';
import { useAvailability } from './api/get-availability';
import { useAvailabilityStream } from './api/use-availability-stream';

/** docs/product.md#booking: bookable up to 14 days ahead. */
export const BOOKING_WINDOW_DAYS = 14;

/** The venue's local date now; re-read every minute so a page left open over midnight moves on. */
function useVenueToday(timeZone: string): string {
  const [today, setToday] = useState(() => localDate(new Date(), timeZone));
  useEffect(() => {
    setToday(localDate(new Date(), timeZone));
    const timer = window.setInterval(() => setToday(localDate(new Date(), timeZone)), 60_000);
    return () => window.clearInterval(timer);
  }, [timeZone]);
  return today;
}

export function useBookingDay() {
  const { data: organization } = useCurrentOrganization();
  const timeZone = organization?.timezone ?? DEFAULT_TIME_ZONE;
  const today = useVenueToday(timeZone);
  const stored = useBookingStore((state) => state.bookingDate);
  const location = useBookingStore((state) => state.location);
  const setDate = useBookingStore((state) => state.setDate);
  const date = stored && isLocalDate(stored) && stored >= today && stored <= addDays(today, 365) ? stored : today;
  const isLive = useAvailabilityStream(date, location);
  const availability = useAvailability({ date, locationId: location }, isLive);
  return { today, date, setDate, timeZone, isLive, availability };
}
