import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics';

describe('calendar file', () => {
  it('writes one VEVENT per booking with UTC times', () => {
    const ics = buildIcs(
      [{ uid: 'a@courtside', start: '2026-11-23T17:00:00.000Z', end: '2026-11-23T18:00:00.000Z', summary: 'Court 1 · BeachSide Köln', location: 'Alfred-Schütte-Allee 50, 50679 Köln' }],
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261123T170000Z\r\nDTEND:20261123T180000Z');
    expect(ics).toContain('DTSTAMP:20261122T100000Z');
    expect(ics).toContain('LOCATION:Alfred-Schütte-Allee 50\\, 50679 Köln');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'ü'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'ü'.repeat(60)}`);
  });
});
