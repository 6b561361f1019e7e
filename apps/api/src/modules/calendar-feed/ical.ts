// A small iCalendar (RFC 5545) writer: enough for booking entries in calendar apps and mail
// attachments. Times are written in UTC ("Z" form), which every client converts to its own zone,
// so no VTIMEZONE block is needed. Text is escaped (§3.3.11) and lines folded at 75 octets (§3.1).

export type ICalStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

export interface ICalEvent {
  /** Globally unique and stable for the same booking, so updates replace the entry. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: ICalStatus;
  /** Raised on every change (cancellation) so clients take the newer copy. */
  sequence?: number;
  createdAt?: Date;
  lastModified?: Date;
  /** A reminder this many minutes before the start (absent: none). */
  alarmMinutesBefore?: number;
}

export interface ICalCalendar {
  name: string;
  /** The organization's zone, as a hint for clients that show a calendar's home zone. */
  timeZone?: string;
  /** PUBLISH for feeds and downloads (RFC 5546). */
  method?: 'PUBLISH';
  events: ICalEvent[];
  /** DTSTAMP of every event: when this file was made. */
  now?: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 2026-05-01T17:00:00.000Z → 20260501T170000Z */
export function formatUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date in iCalendar event');
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into chunks of at most 75 octets (UTF-8), continuation lines starting with
 * one space. A multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line may hold 75 octets; continuation lines 74 after their leading space.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

function eventLines(event: ICalEvent, stamp: string): string[] {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError(`Event ${event.uid} ends before it starts`);
  const lines = [
    'BEGIN:VEVENT',
    property('UID', event.uid),
    property('DTSTAMP', stamp),
    property('DTSTART', formatUtc(event.start)),
    property('DTEND', formatUtc(event.end)),
    property('SUMMARY', escapeText(event.summary)),
  ];
  if (event.description) lines.push(property('DESCRIPTION', escapeText(event.description)));
  if (event.location) lines.push(property('LOCATION', escapeText(event.location)));
  if (event.url) lines.push(property('URL', event.url));
  if (event.status) lines.push(property('STATUS', event.status));
  if (event.sequence !== undefined) lines.push(property('SEQUENCE', String(event.sequence)));
  if (event.createdAt) lines.push(property('CREATED', formatUtc(event.createdAt)));
  if (event.lastModified) lines.push(property('LAST-MODIFIED', formatUtc(event.lastModified)));
  if (event.alarmMinutesBefore !== undefined && event.status !== 'CANCELLED') {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      property('DESCRIPTION', escapeText(event.summary)),
      property('TRIGGER', `-PT${Math.max(0, Math.round(event.alarmMinutesBefore))}M`),
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole VCALENDAR text, CRLF line endings, ending with a CRLF. */
export function serializeCalendar(calendar: ICalCalendar): string {
  const stamp = formatUtc(calendar.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtside//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method ?? 'PUBLISH'}`,
    property('X-WR-CALNAME', escapeText(calendar.name)),
  ];
  if (calendar.timeZone) lines.push(property('X-WR-TIMEZONE', calendar.timeZone));
  for (const event of calendar.events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}
