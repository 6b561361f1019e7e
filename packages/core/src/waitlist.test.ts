import { describe, expect, it } from 'vitest';
import { zonedInstant } from './slots/time';
import { inQuietHours, offerExpiry, waitlistSettingsSchema } from './waitlist';

const tz = 'Europe/Berlin';
const base = waitlistSettingsSchema.parse({});
const at = (date: string, time: string) => zonedInstant(date, time, tz);

describe('offerExpiry', () => {
  it('gives 30 minutes by day', () => {
    expect(offerExpiry(at('2026-06-06', '15:00'), base, tz)).toEqual(at('2026-06-06', '15:30'));
  });

  it('pauses over quiet hours: 21:50 + 30 min ends 07:20', () => {
    expect(offerExpiry(at('2026-06-06', '21:50'), base, tz)).toEqual(at('2026-06-07', '07:20'));
  });

  it('an offer made at night starts counting in the morning', () => {
    expect(offerExpiry(at('2026-06-07', '02:00'), base, tz)).toEqual(at('2026-06-07', '07:30'));
  });

  it('follows the wall clock across the spring DST night (23-hour day)', () => {
    const made = at('2026-03-28', '21:45');
    const end = offerExpiry(made, base, tz);
    expect(end).toEqual(at('2026-03-29', '07:15'));
    // 15 min before the pause + 15 min after it; the night itself is one hour shorter.
    expect(end.getTime() - made.getTime()).toBe((9 * 60 + 30 - 60) * 60_000);
  });

  it('follows the wall clock across the autumn DST night (25-hour day)', () => {
    const made = at('2026-10-24', '21:45');
    const end = offerExpiry(made, base, tz);
    expect(end).toEqual(at('2026-10-25', '07:15'));
    expect(end.getTime() - made.getTime()).toBe((9 * 60 + 30 + 60) * 60_000);
  });

  it('shortens instead when the venue says so', () => {
    const s = waitlistSettingsSchema.parse({ quietMode: 'shorten', quietOfferMinutes: 10 });
    expect(offerExpiry(at('2026-06-06', '23:00'), s, tz)).toEqual(at('2026-06-06', '23:10'));
    expect(offerExpiry(at('2026-06-06', '12:00'), s, tz)).toEqual(at('2026-06-06', '12:30'));
  });

  it('never runs past the slot start', () => {
    expect(offerExpiry(at('2026-06-06', '15:00'), base, tz, at('2026-06-06', '15:10'))).toEqual(
      at('2026-06-06', '15:10'),
    );
  });

  it('has no quiet hours when they are switched off', () => {
    const s = waitlistSettingsSchema.parse({ quietHours: null });
    expect(offerExpiry(at('2026-06-06', '23:00'), s, tz)).toEqual(at('2026-06-06', '23:30'));
  });

  it('knows quiet hours that wrap midnight', () => {
    const q = { start: '22:00', end: '07:00' };
    expect(inQuietHours(at('2026-06-06', '23:59'), q, tz)).toBe(true);
    expect(inQuietHours(at('2026-06-06', '06:59'), q, tz)).toBe(true);
    expect(inQuietHours(at('2026-06-06', '07:00'), q, tz)).toBe(false);
  });
});
