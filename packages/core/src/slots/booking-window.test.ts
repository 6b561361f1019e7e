// bookingWindow keeps the lead time's end per zone and venue day (booking-rules.ts): at every
// reading — every quarter hour across DST nights and midnights, in zones whose clocks jump at
// midnight too, clocks going back as well as forward — it equals the rule worked out afresh.
import { describe, expect, it } from 'vitest';
import { bookingWindow, earliestStart, leadTimeEnd } from './booking-rules';
import { localDate } from './time';

const zones = ['Europe/Berlin', 'America/Havana', 'America/Santiago', 'Asia/Gaza', 'Pacific/Apia'];
const rules = [
  { leadDays: 14, minNoticeMinutes: 30 },
  { leadDays: 0, minNoticeMinutes: 0 },
  { leadDays: 1, minNoticeMinutes: 1_440 },
];
const spans = [Date.UTC(2027, 2, 10), Date.UTC(2027, 9, 20), Date.UTC(2026, 8, 1)];

const afresh = (rule: (typeof rules)[number], now: number, zone: string) => [
  earliestStart(rule, new Date(now)).getTime(),
  leadTimeEnd(localDate(new Date(now), zone), rule.leadDays, zone).getTime(),
];
const kept = (rule: (typeof rules)[number], now: number, zone: string) => {
  const window = bookingWindow(rule, new Date(now), zone);
  return [window.earliest.getTime(), window.latest.getTime()];
};

describe('the booking window', () => {
  it('equals the rule worked out afresh at every reading, the lead time’s end kept for the day', () => {
    for (const zone of zones) {
      for (const start of spans) {
        // Four weeks in steps of 15 min + 1 s: both DST changes of the zone's year are near these.
        for (let now = start; now < start + 28 * 86_400_000; now += 901_000)
          for (const rule of rules) expect(kept(rule, now, zone), `${zone} ${now}`).toEqual(afresh(rule, now, zone));
      }
    }
    // About 120 000 readings worked out afresh: a few seconds, more on a busy machine.
  }, 60_000);

  it('is right when the clock goes back a day and across zones asked in turn', () => {
    const now = Date.UTC(2027, 2, 28, 0, 30);
    for (const step of [0, -86_400_000, 86_400_000, -3_600_000, 0])
      for (const zone of zones)
        for (const rule of rules) expect(kept(rule, now + step, zone)).toEqual(afresh(rule, now + step, zone));
  });
});
