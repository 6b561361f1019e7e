// The report period: local dates in the URL (?from=&to=&location=), 28 days up to today by default.
import { useSearchParams } from 'react-router';
import { addDays } from '@courtside/core/slots/time';
import { useVenueTimeZone } from '../../../lib/format-date';
import { localDateOf } from './format';
import type { ReportPeriod as Period } from './period-types';

const isDate = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

export const presets = [7, 28, 90, 365] as const;

export function presetPeriod(days: number, today: string): Pick<Period, 'from' | 'to'> {
  return { from: addDays(today, -(days - 1)), to: today };
}

export function usePeriod(): [Period, (next: Partial<Period>) => void] {
  const [params, setParams] = useSearchParams();
  const today = localDateOf(new Date(), useVenueTimeZone());
  const fallback = presetPeriod(28, today);
  const from = params.get('from');
  const to = params.get('to');
  const period: Period = {
    from: isDate(from) ? from : fallback.from,
    to: isDate(to) ? to : fallback.to,
    locationId: params.get('location') ?? undefined,
  };
  const set = (next: Partial<Period>) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next.from) out.set('from', next.from);
        if (next.to) out.set('to', next.to);
        if ('locationId' in next) {
          if (next.locationId) out.set('location', next.locationId);
          else out.delete('location');
        }
        return out;
      },
      { replace: true },
    );
  return [period, set];
}
