import { describe, expect, it } from 'vitest';
import { buildIcs, localStamp } from './order-ics';

describe('buildIcs', () => {
  it('writes Berlin wall-clock times in winter and summer', () => {
    const winter = new Date('2026-12-05T09:00:00Z'); // 10:00 CET
    const summer = new Date('2026-07-04T08:00:00Z'); // 10:00 CEST
    expect(localStamp(winter, 'Europe/Berlin')).toBe('20261205T100000');
    expect(localStamp(summer, 'Europe/Berlin')).toBe('20260704T100000');
    const ics = buildIcs(
      [
        { uid: 'a@courtside', start: winter, end: new Date(winter.getTime() + 3_600_000), summary: 'Court 1, Beach; volleyball', location: 'BeachSide Köln' },
        { uid: 'b@courtside', start: summer, end: new Date(summer.getTime() + 3_600_000), summary: 'Court 2', location: 'BeachSide Köln' },
      ],
      { timeZone: 'Europe/Berlin', organizer: 'BeachSide Köln', now: new Date('2026-06-01T00:00:00Z') },
    );
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20261205T100000');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20261205T110000');
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20260704T100000');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toContain('SUMMARY:Court 1\\, Beach\\; volleyball');
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('handles the DST switch nights', () => {
    // 2026-03-29 02:00 CET → 03:00 CEST; 01:30 UTC is 03:30 local.
    expect(localStamp(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('20260329T033000');
    // 2026-10-25 03:00 CEST → 02:00 CET; 00:30 UTC is 02:30 CEST, 01:30 UTC is 02:30 CET.
    expect(localStamp(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('20261025T023000');
    expect(localStamp(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('20261025T023000');
  });

  it('falls back to UTC instants for other zones', () => {
    const ics = buildIcs([{ uid: 'x', start: new Date('2026-01-01T10:00:00Z'), end: new Date('2026-01-01T11:00:00Z'), summary: 's', location: 'l' }], { timeZone: 'Europe/London', organizer: 'o', now: new Date('2026-01-01T00:00:00Z') });
    expect(ics).toContain('DTSTART:20260101T100000Z');
  });
});
