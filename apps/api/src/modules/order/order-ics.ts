// An iCalendar file for the confirmation mail (RFC 5545): one event per booked date, in the
// venue's wall-clock time with a VTIMEZONE for Europe/Berlin so calendars show 10:00 as 10:00.
import { zoneOffset } from '@courtside/core/slots/time';

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** "20261128T100000" in the given zone (the venue's wall clock, core's zone offsets). */
export function localStamp(instant: Date, timeZone: string): string {
  const wall = new Date(instant.getTime() + zoneOffset(timeZone, instant) * 60_000);
  // The wall clock's digits, without the UTC designator.
  return utcStamp(wall).slice(0, -1);
}

/** Escapes TEXT values (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

const berlinTimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export function buildIcs(
  events: IcsEvent[],
  options: { timeZone: string; organizer: { name: string; email: string | null }; now: Date },
): string {
  // Other zones are written as UTC instants: exact, without a VTIMEZONE we cannot vouch for.
  const zoned = options.timeZone === 'Europe/Berlin';
  const when = (name: string, d: Date) =>
    zoned ? `${name};TZID=Europe/Berlin:${localStamp(d, options.timeZone)}` : `${name}:${utcStamp(d)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtside//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(zoned ? berlinTimezone : []),
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      when('DTSTART', e.start),
      when('DTEND', e.end),
      `SUMMARY:${text(e.summary)}`,
      `LOCATION:${text(e.location)}`,
      ...(e.description ? [`DESCRIPTION:${text(e.description)}`] : []),
      // The venue's own contact address; without one, no organizer (a made-up address bounces).
      ...(options.organizer.email
        ? [`ORGANIZER;CN=${text(options.organizer.name)}:mailto:${options.organizer.email}`]
        : []),
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
