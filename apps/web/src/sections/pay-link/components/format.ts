// Money and the venue's local times for the payment link page (the venue is in Europe/Berlin).
const VENUE_TZ = 'Europe/Berlin';
// "en" alone formats dates the American way (12/03): the venue writes British English dates.
const tag = (language: string) => (language.startsWith('de') ? 'de-DE' : language === 'en' ? 'en-GB' : language);

export const money = (cents: number, locale: string, currency = 'EUR') =>
  new Intl.NumberFormat(tag(locale), { style: 'currency', currency }).format(cents / 100);

export function formatWhen(start: string, end: string, locale: string): string {
  const day = new Intl.DateTimeFormat(tag(locale), {
    timeZone: VENUE_TZ,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(start));
  const time = (iso: string) =>
    new Intl.DateTimeFormat(tag(locale), {
      timeZone: VENUE_TZ,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  return `${day}, ${time(start)}–${time(end)}`;
}

export const formatDeadline = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(tag(locale), {
    timeZone: VENUE_TZ,
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(iso));
