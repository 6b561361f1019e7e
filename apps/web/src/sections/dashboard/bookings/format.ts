// Money and venue-clock helpers for the staff booking screens. Dates and times are displayed with
// lib/format-date (the venue's zone, the UI language's locale); these only compute.
import { addDays as addLocalDays } from '@courtside/core/slots/time';
import { intlLocale, localDateOf, venueInstant as zonedVenueInstant } from '../../../lib/format-date';

export function formatMoney(cents: number | null | undefined, language: string, currency = 'EUR'): string {
  if (cents === null || cents === undefined) return '';
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);
}

/** The venue's local date (YYYY-MM-DD) of an instant. */
export function venueDate(timeZone: string, instant: Date = new Date()): string {
  return localDateOf(instant, timeZone);
}

/** The instant of a local date and time (HH:MM) at the venue, DST-safe. */
export function venueInstant(date: string, time: string, timeZone: string): Date {
  return zonedVenueInstant(date, time, timeZone);
}

export function addDays(date: string, days: number): string {
  return addLocalDays(date, days);
}
