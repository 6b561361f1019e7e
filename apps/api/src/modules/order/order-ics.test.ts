import { describe, expect, it } from 'vitest';
import { addDays, zonedInstant } from '@courtside/core/slots/time';
import { orderIcs } from './order-calendar';
import { buildIcs, localStamp } from './order-ics';

describe('buildIcs', () => {
  it('writes Berlin wall-clock times in winter and summer', () => {
    const winter = new Date('2026-12-05T09:00:00Z'); // 10:00 CET
    const summer = new Date('2026-07-04T08:00:00Z'); // 10:00 CEST
    expect(localStamp(winter, 'Europe/Berlin')).toBe('20261205T100000');
    expect(localStamp(summer, 'Europe/Berlin')).toBe('20260704T100000');
    const ics = buildIcs(
      [
        {
          uid: 'a@courtside',
          start: winter,
          end: new Date(winter.getTime() + 3_600_000),
          summary: 'Court 1, Beach; volleyball',
          location: 'BeachSide Köln',
        },
        {
          uid: 'b@courtside',
          start: summer,
          end: new Date(summer.getTime() + 3_600_000),
          summary: 'Court 2',
          location: 'BeachSide Köln',
        },
      ],
      {
        timeZone: 'Europe/Berlin',
        organizer: { name: 'BeachSide Köln', email: 'hallo@beachside-koeln.example' },
        now: new Date('2026-06-01T00:00:00Z'),
      },
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
    const ics = buildIcs(
      [
        {
          uid: 'x',
          start: new Date('2026-01-01T10:00:00Z'),
          end: new Date('2026-01-01T11:00:00Z'),
          summary: 's',
          location: 'l',
        },
      ],
      { timeZone: 'Europe/London', organizer: { name: 'o', email: null }, now: new Date('2026-01-01T00:00:00Z') },
    );
    expect(ics).toContain('DTSTART:20260101T100000Z');
  });
});

describe('orderIcs (an abo over the DST changes)', () => {
  it('keeps a weekly 18:00 at 18:00 Berlin time across the end of October and of March', () => {
    const weeks = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, 7 * i));
    const days = [...weeks('2026-10-13', 4), ...weeks('2027-03-16', 4)];
    const dates = days.map((day, i) => {
      const start = zonedInstant(day, '18:00', 'Europe/Berlin');
      return { bookingId: `b${i}`, start, end: new Date(start.getTime() + 3_600_000), resourceName: 'Court 2' };
    });
    // UTC moves by an hour at each change (16:00Z in summer, 17:00Z in winter) …
    expect(dates.map((d) => d.start.toISOString().slice(11, 16))).toEqual([
      '16:00',
      '16:00',
      '17:00',
      '17:00',
      '17:00',
      '17:00',
      '16:00',
      '16:00',
    ]);
    const ics = orderIcs(
      dates,
      { name: 'BeachSide', address: 'Köln', timeZone: 'Europe/Berlin' },
      new Date('2026-10-01T00:00:00Z'),
    );
    // … the calendar says 18:00–19:00 local on every one of the eight dates.
    expect([...ics.matchAll(/DTSTART;TZID=Europe\/Berlin:(\d{8})T(\d{6})/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(
      days.map((d) => `${d.replace(/-/g, '')} 180000`),
    );
    expect([...ics.matchAll(/DTEND;TZID=Europe\/Berlin:\d{8}T(\d{6})/g)].map((m) => m[1])).toEqual(
      Array(8).fill('190000'),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(8);
    expect(ics).not.toContain('RRULE:FREQ=WEEKLY');
  });
});

describe('orderIcs (a two-hour game)', () => {
  const at = (time: string) => zonedInstant('2026-12-05', time, 'Europe/Berlin');
  const hour = (id: string, time: string, court = 'Court 1') => ({
    bookingId: id,
    start: at(time),
    end: new Date(at(time).getTime() + 3_600_000),
    resourceName: court,
  });
  const venue = { name: 'BeachSide Köln', address: 'Köln', timeZone: 'Europe/Berlin' };

  it('is one event from the first slot’s start to the last slot’s end, organized by the venue’s address', () => {
    const ics = orderIcs(
      [hour('b2', '11:00'), hour('b1', '10:00'), hour('c1', '10:00', 'Court 2'), hour('b3', '14:00')],
      { ...venue, email: 'hallo@beachside-koeln.example' },
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20261205T100000\r\nDTEND;TZID=Europe/Berlin:20261205T120000');
    expect(ics).toContain('ORGANIZER;CN=BeachSide Köln:mailto:hallo@beachside-koeln.example');
    expect(ics).not.toContain('.local');
  });

  it('names no organizer when the venue has no contact address', () => {
    const ics = orderIcs([hour('b1', '10:00')], { ...venue, email: null }, new Date('2026-12-01T00:00:00Z'));
    expect(ics).not.toContain('ORGANIZER');
  });
});
