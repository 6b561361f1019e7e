import { describe, expect, it } from 'vitest';
import { createDateFormat, fromLocalInput, intlLocale, localDateOf, toLocalInput, venueInstant } from './format-date';

// Strips the bidi marks that right-to-left output carries, so the digits can be compared.
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, '');

describe('intlLocale', () => {
  it('writes British English dates for English unless the venue has an English locale of its own', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('en', 'de')).toBe('en-GB');
    expect(intlLocale('en', 'en-US')).toBe('en-US');
    expect(intlLocale('de')).toBe('de-DE');
    expect(intlLocale('de', 'de-AT')).toBe('de-AT');
    expect(intlLocale('ar')).toBe('ar');
  });
});

describe('createDateFormat', () => {
  it('shows English dates day-first, never the American way', () => {
    const f = createDateFormat('en', 'Europe/Berlin');
    expect(f.fullDate('2026-11-26T17:00:00Z')).toBe('Thu, 26/11/2026');
    expect(f.date('2026-11-26T17:00:00Z')).toBe('26 Nov 2026');
    expect(f.dateTime('2026-11-26T17:00:00Z')).toBe('26 Nov 2026, 18:00');
    expect(f.date(null)).toBe('–');
  });

  it('follows Berlin across both DST changes', () => {
    const f = createDateFormat('de', 'Europe/Berlin');
    // 29 March 2026: clocks go from 02:00 to 03:00 — 01:30 UTC is 03:30 summer time.
    expect(f.time('2026-03-29T00:30:00Z')).toBe('01:30');
    expect(f.time('2026-03-29T01:30:00Z')).toBe('03:30');
    // 25 October 2026: 03:00 summer time falls back to 02:00 — 01:30 UTC is 02:30 winter time.
    expect(f.time('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(f.time('2026-10-25T01:30:00Z')).toBe('02:30');
    expect(f.timeRange('2026-10-24T16:00:00Z', '2026-10-25T17:00:00Z')).toBe('18:00–18:00');
    expect(f.fullDate('2026-12-31T23:30:00Z')).toBe('Fr., 01.01.2027');
    expect(venueInstant('2026-03-29', '18:00', 'Europe/Berlin').toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(venueInstant('2026-03-28', '18:00', 'Europe/Berlin').toISOString()).toBe('2026-03-28T17:00:00.000Z');
    expect(localDateOf(new Date('2026-10-24T22:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
  });

  it('reads the organization zone, not Berlin, for a venue elsewhere', () => {
    const ny = createDateFormat('en', 'America/New_York');
    expect(ny.timeZone).toBe('America/New_York');
    expect(ny.time('2026-11-26T17:00:00Z')).toBe('12:00');
    expect(ny.fullDate('2026-11-27T03:00:00Z')).toBe('Thu, 26/11/2026');
    // New York's DST ends on 1 November 2026, a week after Berlin's.
    expect(ny.time('2026-10-30T16:00:00Z')).toBe('12:00');
    expect(ny.time('2026-11-02T17:00:00Z')).toBe('12:00');
    expect(toLocalInput('2026-07-01T16:00:00Z', 'America/New_York')).toBe('2026-07-01T12:00');
    expect(fromLocalInput('2026-07-01T12:00', 'America/New_York')).toBe('2026-07-01T16:00:00.000Z');
    expect(fromLocalInput('nonsense', 'America/New_York')).toBeNull();
  });

  it('speaks German and Arabic, keeping an Arabic time range left to right', () => {
    const de = createDateFormat('de', 'Europe/Berlin');
    expect(de.longDate('2026-11-26')).toBe('Donnerstag, 26. November 2026');
    expect(de.weekday('2026-11-26')).toBe('Do');
    expect(de.monthYear('2026-11-26')).toBe('November 2026');
    const ar = createDateFormat('ar', 'Europe/Berlin');
    const range = ar.timeRange('2026-11-26T17:00:00Z', '2026-11-26T19:00:00Z');
    expect(range.startsWith('\u2066')).toBe(true);
    expect(plain(range)).toMatch(/^(18|١٨):(00|٠٠)–(20|٢٠):(00|٠٠)$/);
    expect(ar.longDate('2026-11-26')).toMatch(/الخميس/);
    expect(ar.monthYear('2026-11-26')).toMatch(/نوفمبر/);
  });

  it('keeps a local date on its day in every zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Berlin']) {
      expect(createDateFormat('en', zone).localDate('2026-06-10')).toBe('10 Jun 2026');
    }
  });
});
