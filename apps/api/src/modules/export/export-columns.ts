// Columns of the exported lists, with headers in the staff member's language (docs/product.md#languages:
// en, de, fr, it, tr, ar, zh, vi; German when none is asked for) and times in the venue's zone.
import type { CustomerRow, StaffBookingRow } from '@courtside/core/dashboard-schemas';
import type { TableColumn } from './export.service';
import { intlLocale, words } from './export-words';
import type { Lang } from './export-words';

export { EXPORT_LANGS, words } from './export-words';
export type { Lang, Words } from './export-words';

/** Enum values as staff read them in their language; an unknown value stays as it is. */
const label = (table: Record<string, string>, value: string | null | undefined) =>
  value ? (table[value] ?? value) : '';

function formatter(lang: Lang, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const f = new Intl.DateTimeFormat(intlLocale[lang], { timeZone, ...options });
  return (iso: string | null) => (iso ? f.format(new Date(iso)) : '');
}

const euros = (cents: number) => cents / 100;
const MONEY = '#,##0.00';

export function bookingColumns(lang: Lang, timeZone: string): TableColumn<StaffBookingRow>[] {
  const w = words[lang];
  const date = formatter(lang, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = formatter(lang, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dateTime = formatter(lang, timeZone, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
  return [
    { header: w.id, value: (r) => r.id, width: 38 },
    { header: w.date, value: (r) => date(r.start), width: 12 },
    { header: w.start, value: (r) => time(r.start), width: 8 },
    { header: w.end, value: (r) => time(r.end), width: 8 },
    { header: w.court, value: (r) => r.resourceName, width: 16 },
    { header: w.type, value: (r) => label(w.bookingType, r.type) },
    { header: w.status, value: (r) => label(w.statuses, r.status), width: 14 },
    { header: w.customer, value: (r) => r.customerName ?? '', width: 24 },
    { header: w.email, value: (r) => r.customerEmail ?? '', width: 28 },
    { header: w.phone, value: (r) => r.customerPhone ?? '', width: 16 },
    { header: w.places, value: (r) => r.places, width: 8 },
    { header: w.price, value: (r) => euros(r.priceCents), numFmt: MONEY, width: 12 },
    { header: w.payment, value: (r) => label(w.method, r.paymentMethod), width: 14 },
    { header: w.checkedIn, value: (r) => (r.checkedInAt ? w.yes : w.no) },
    { header: w.noShow, value: (r) => (r.noShow ? w.yes : w.no) },
    { header: w.created, value: (r) => dateTime(r.createdAt), width: 18 },
  ];
}

export function customerColumns(lang: Lang, timeZone: string): TableColumn<CustomerRow>[] {
  const w = words[lang];
  const dateTime = formatter(lang, timeZone, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
  return [
    { header: w.name, value: (r) => r.name, width: 24 },
    { header: w.email, value: (r) => r.email, width: 28 },
    { header: w.phone, value: (r) => r.phone ?? '', width: 16 },
    { header: w.bookings, value: (r) => r.bookingCount },
    { header: w.upcoming, value: (r) => r.upcomingCount },
    { header: w.spend, value: (r) => euros(r.spendCents), numFmt: MONEY, width: 14 },
    { header: w.credit, value: (r) => euros(r.creditCents), numFmt: MONEY, width: 14 },
    { header: w.last, value: (r) => dateTime(r.lastBookingAt), width: 18 },
  ];
}
