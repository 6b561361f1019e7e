// Money and times for staff screens: cents in EUR, instants in the venue's zone (Europe/Berlin).
export const VENUE_TZ = 'Europe/Berlin';

export function formatMoney(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined) return '';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function formatDate(iso: string | null | undefined, locale: string): string {
  return iso
    ? new Intl.DateTimeFormat(locale, {
        timeZone: VENUE_TZ,
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(iso))
    : '';
}

export function formatTime(iso: string | null | undefined, locale: string): string {
  return iso
    ? new Intl.DateTimeFormat(locale, {
        timeZone: VENUE_TZ,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso))
    : '';
}

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  return iso
    ? new Intl.DateTimeFormat(locale, {
        timeZone: VENUE_TZ,
        dateStyle: 'medium',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(new Date(iso))
    : '';
}

/** The venue's local date (YYYY-MM-DD) of an instant. */
export function venueDate(instant: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The instant of a local date and time (HH:MM) at the venue, DST-safe. */
export function venueInstant(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  // The zone's offset at that moment, read back from the formatter, corrects the UTC guess.
  for (let i = 0; i < 2; i++) {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: VENUE_TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(guess);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
    const shown = Date.parse(`${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`);
    const wanted = Date.parse(`${date}T${time}:00Z`);
    guess.setTime(guess.getTime() + (wanted - shown));
  }
  return guess;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
