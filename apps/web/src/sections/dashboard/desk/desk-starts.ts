// The start times the desk may offer for a court on a date: the slots the availability answer
// marks bookable (inside opening hours, not blocked, not taken), none in the past, as the venue's
// wall-clock HH:MM. The default start is the first of them: the next bookable one.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toLocalInput } from '../../../lib/format-date';
import { availabilityQuery } from '../../booking/api/get-availability';
import type { AvailabilityAnswer } from '@courtside/core/booking-schemas';

export function bookableStarts(
  answer: AvailabilityAnswer | undefined,
  resourceId: string,
  timeZone: string,
  now: Date,
): string[] {
  const row = answer?.rows.find((r) => r.resourceId === resourceId);
  if (!row) return [];
  const starts = row.slots
    .filter((s) => s.bookable && !s.blocked && s.state === 'available' && Date.parse(s.start) > now.getTime())
    .map((s) => toLocalInput(s.start, timeZone).slice(11, 16));
  return [...new Set(starts)];
}

export function useDeskStarts(date: string, resourceId: string, timeZone: string, enabled: boolean) {
  const answer = useQuery({ ...availabilityQuery({ date }), enabled: enabled && Boolean(resourceId) });
  const starts = useMemo(
    () => bookableStarts(answer.data, resourceId, timeZone, new Date()),
    [answer.data, resourceId, timeZone],
  );
  return { starts, isLoading: answer.isLoading };
}
