// The venue day kept per zone (availability.service.ts todayIn): at every reading — every quarter
// hour across DST nights and midnights, in zones whose clocks jump at midnight too — its date is the
// venue's local date and it ends where that date changes. (The booking window it sits beside is
// core's bookingWindow, tested in packages/core booking-window.test.ts.)
import { describe, expect, it } from 'vitest';
import { localDate } from '@courtside/core/slots/time';
import { todayIn } from './availability.service';

const zones = ['Europe/Berlin', 'America/Havana', 'America/Santiago', 'Asia/Gaza', 'Pacific/Apia'];

describe('the venue day kept per zone', () => {
  it('is the local date at every reading, and ends where the local date changes', () => {
    const spans = [Date.UTC(2027, 2, 10), Date.UTC(2027, 9, 20), Date.UTC(2026, 8, 1)];
    for (const zone of zones) {
      for (const start of spans) {
        // Four weeks in steps of 15 min + 1 s: both DST changes of the zone's year are near these.
        for (let now = start; now < start + 28 * 86_400_000; now += 901_000) {
          const today = todayIn(zone, now);
          expect(today.date).toBe(localDate(new Date(now), zone));
          expect(localDate(new Date(today.until - 1), zone)).toBe(today.date);
          expect(localDate(new Date(today.until), zone)).not.toBe(today.date);
        }
      }
    }
  });
});
