import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, formatUtc, serializeCalendar } from './ical';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar writer', () => {
  it('formats instants in UTC basic form', () => {
    expect(formatUtc(new Date('2026-05-01T17:00:00.000Z'))).toBe('20260501T170000Z');
    // A Berlin summer-time evening is written as its UTC instant.
    expect(formatUtc(new Date('2026-07-10T19:30:00+02:00'))).toBe('20260710T173000Z');
    expect(() => formatUtc(new Date('nope'))).toThrow(RangeError);
  });

  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['line\nbreak', 'line\\nbreak'],
    ['crlf\r\nbreak', 'crlf\\nbreak'],
    ['plain: colon', 'plain: colon'],
  ])('escapes %j as %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });

  it('leaves short lines alone and folds long ones at 75 octets', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const long = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[0]).toHaveLength(75);
    for (const line of lines.slice(1)) {
      expect(line.startsWith(' ')).toBe(true);
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(unfold(folded)).toBe(long);
  });

  it('never splits a multi-byte character while folding', () => {
    const long = `SUMMARY:${'Köln über Straße – ☀️ '.repeat(12)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      // A split character would show up as a replacement character after a round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(line))).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(long);
  });

  it('writes a calendar with events, CRLF endings and escaped text', () => {
    const text = serializeCalendar({
      name: 'BeachSide Köln, bookings',
      timeZone: 'Europe/Berlin',
      now: new Date('2026-04-01T08:00:00Z'),
      events: [
        {
          uid: 'b1@courtside',
          start: new Date('2026-05-01T15:00:00Z'),
          end: new Date('2026-05-01T16:00:00Z'),
          summary: 'Court 1; beach volleyball',
          location: 'Alfred-Schütte-Allee 50, 50679 Köln',
          description: 'Booking 1\nBring sunscreen',
          status: 'CONFIRMED',
          sequence: 0,
          alarmMinutesBefore: 60,
        },
        {
          uid: 'b2@courtside',
          start: new Date('2026-05-02T15:00:00Z'),
          end: new Date('2026-05-02T16:00:00Z'),
          summary: 'Court 2',
          status: 'CANCELLED',
          alarmMinutesBefore: 60,
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const lines = unfold(text).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:BeachSide Köln\\, bookings');
    expect(lines).toContain('X-WR-TIMEZONE:Europe/Berlin');
    expect(lines).toContain('DTSTART:20260501T150000Z');
    expect(lines).toContain('DTEND:20260501T160000Z');
    expect(lines).toContain('DTSTAMP:20260401T080000Z');
    expect(lines).toContain('SUMMARY:Court 1\\; beach volleyball');
    expect(lines).toContain('LOCATION:Alfred-Schütte-Allee 50\\, 50679 Köln');
    expect(lines).toContain('DESCRIPTION:Booking 1\\nBring sunscreen');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('TRIGGER:-PT60M');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    // A cancelled entry gets no reminder.
    expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('refuses an event that ends before it starts', () => {
    expect(() =>
      serializeCalendar({
        name: 'x',
        events: [
          { uid: 'u', start: new Date('2026-05-01T16:00:00Z'), end: new Date('2026-05-01T15:00:00Z'), summary: 's' },
        ],
      }),
    ).toThrow(RangeError);
  });
});
