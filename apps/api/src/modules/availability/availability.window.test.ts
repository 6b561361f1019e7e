// The booking window kept per venue day (availability.service.ts) against bookingWindow of
// packages/core, the rule it stands for: every quarter hour across DST nights and midnights, in
// zones whose clocks jump at midnight too.
import { describe, expect, it } from 'vitest';
import { bookingWindow } from '@courtside/core/slots/booking-rules';
import { localDate } from '@courtside/core/slots/time';
import { todayIn, windowOf } from './availability.service';

const zones = ['Europe/Berlin', 'America/Havana', 'America/Santiago', 'Asia/Gaza', 'Pacific/Apia'];
const rules = [
  { leadDays: 14, minNoticeMinutes: 30 },
  { leadDays: 0, minNoticeMinutes: 0 },
  { leadDays: 1, minNoticeMinutes: 1_440 },
];

describe('the booking window kept per venue day', () => {
  it('equals bookingWindow at every reading, and the day ends where the local date changes', () => {
    const spans = [Date.UTC(2027, 2, 10), Date.UTC(2027, 9, 20), Date.UTC(2026, 8, 1)];
    for (const zone of zones) {
      for (const start of spans) {
        // Four weeks in steps of 15 min + 1 s: both DST changes of the zone's year are near these.
        for (let now = start; now < start + 28 * 86_400_000; now += 901_000) {
          const today = todayIn(zone, now);
          expect(today.date).toBe(localDate(new Date(now), zone));
          expect(localDate(new Date(today.until - 1), zone)).toBe(today.date);
          expect(localDate(new Date(today.until), zone)).not.toBe(today.date);
          for (const rule of rules) {
            const kept = windowOf(rule, now, today, zone);
            const fresh = bookingWindow(rule, new Date(now), zone);
            expect([kept.earliest.getTime(), kept.latest.getTime()]).toEqual([
              fresh.earliest.getTime(),
              fresh.latest.getTime(),
            ]);
          }
        }
      }
    }
  });
});
