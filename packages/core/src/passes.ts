// Punch cards and prepaid passes (docs/product/passes.md): the venue defines pass types (units of
// court hours or come-together places, which booking types and weekly times they cover, months of
// validity, a gross price and a VAT rate); a customer's pass pays an eligible booking with one
// punch per started hour (courts) or per place (come-together). The rules here are pure, so the
// API, the cart preview and the tests compute them alike.
import { z } from 'zod';
import type { BookingType } from './enums';
import { proRata } from './pricing';
import { productLanguages } from './shop';
import type { LocalizedText } from './shop';
import { localParts, minutesOfTime } from './slots/time';

export const passUnits = ['court_hour', 'place'] as const;
export type PassUnit = (typeof passUnits)[number];

/** Bookable types a pass may pay for (an abo is a season contract, never paid by punches). */
export const passBookingTypes = ['normal', 'come_together'] as const;

/** VAT rates a pass is sold at: the venue's standard rate or the reduced rate for sport. */
export const passVatRates = [19, 7] as const;

export const passStatuses = ['pending', 'active', 'expired', 'void'] as const;
export type PassStatus = (typeof passStatuses)[number];

export const passTransactionKinds = ['issue', 'redeem', 'return', 'expire', 'adjust'] as const;
export type PassTransactionKind = (typeof passTransactionKinds)[number];

/** Days before the end of validity the reminder mail goes out. */
export const passReminderDays = 14;

/** A weekly window in the venue's time zone: ISO weekdays (1 = Monday) and local times. */
export interface PassWindow {
  days: number[];
  from: string;
  to: string;
}

export interface PassRules {
  unit: PassUnit;
  bookingTypes: readonly BookingType[];
  /** Empty: any time the venue is open. */
  windows: readonly PassWindow[];
}

export interface PassBooking {
  bookingType: BookingType;
  startsAt: Date;
  endsAt: Date;
  /** Places of a come-together booking; 1 for a court. */
  quantity: number;
}

/** Punches a booking takes: one per started hour of court time, one per come-together place. */
export function passUnitsFor(unit: PassUnit, booking: PassBooking): number {
  if (unit === 'place') return Math.max(1, booking.quantity);
  const minutes = Math.max(0, (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);
  return Math.max(1, Math.ceil(minutes / 60)) * Math.max(1, booking.quantity);
}

/** The booking lies wholly inside one window on its local weekday (the day it starts). */
export function withinWindows(windows: readonly PassWindow[], startsAt: Date, endsAt: Date, timeZone: string): boolean {
  if (!windows.length) return true;
  const start = localParts(startsAt, timeZone);
  const end = localParts(endsAt, timeZone);
  // Ending at midnight of the next day counts as 24:00 of the start day; later is outside.
  const endMin = end.date === start.date ? end.minutes : end.minutes === 0 ? 24 * 60 : Infinity;
  return windows.some(
    (w) => w.days.includes(start.weekday) && start.minutes >= minutesOfTime(w.from) && endMin <= minutesOfTime(w.to),
  );
}

/** Why a pass cannot pay for a booking, or null when it can (type and time). */
export function passIneligibility(
  rules: PassRules,
  booking: PassBooking,
  timeZone: string,
): 'booking_type' | 'time' | null {
  if (!rules.bookingTypes.includes(booking.bookingType)) return 'booking_type';
  if (!withinWindows(rules.windows, booking.startsAt, booking.endsAt, timeZone)) return 'time';
  return null;
}

/**
 * Which bookings of a cart the pass pays, in cart order, while punches last: answers the punches
 * per booking index (0 = not covered). A booking is paid wholly by punches or not at all.
 */
export function coverWithPass(
  rules: PassRules,
  remaining: number,
  bookings: readonly PassBooking[],
  timeZone: string,
): number[] {
  let left = remaining;
  return bookings.map((b) => {
    if (passIneligibility(rules, b, timeZone)) return 0;
    const units = passUnitsFor(rules.unit, b);
    if (units > left) return 0;
    left -= units;
    return units;
  });
}

/** The part of the price paid for units not used yet: what the venue still owes (a liability). */
export function passOutstandingCents(pass: { grossCents: number; unitsTotal: number; unitsRemaining: number }): number {
  if (pass.unitsTotal <= 0 || pass.unitsRemaining <= 0) return 0;
  return proRata(pass.grossCents, pass.unitsRemaining, pass.unitsTotal);
}

/** The end of validity: `months` calendar months after the sale (clamped to the month's last day). */
export function passValidUntil(soldAt: Date, months: number): Date {
  const d = new Date(soldAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

// ---- contracts -------------------------------------------------------------------------------

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');

export const passWindowSchema = z
  .object({
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    from: localTime,
    to: localTime,
  })
  .refine((w) => minutesOfTime(w.to) > minutesOfTime(w.from), {
    message: 'A window ends after it starts',
  });

const localizedName = z
  .partialRecord(z.enum(productLanguages), z.string().trim().max(120))
  .refine((n) => Object.values(n).some((v) => v && v.length > 0), { message: 'A pass needs a name' })
  .describe('name per language, e.g. { "de": "10er-Karte", "en": "10-session card" }');

export const passTypeInputSchema = z.object({
  name: localizedName,
  unit: z.enum(passUnits),
  units: z.number().int().min(1).max(200),
  bookingTypes: z.array(z.enum(passBookingTypes)).min(1),
  windows: z.array(passWindowSchema).max(14).default([]),
  validityMonths: z.number().int().min(1).max(60),
  priceCents: z.number().int().min(0).max(10_000_000),
  vatPercent: z.union([z.literal(19), z.literal(7)]),
  active: z.boolean().default(true),
});
export type PassTypeInput = z.input<typeof passTypeInputSchema>;

export const passTypeSchema = z.object({
  id: z.string(),
  name: z.partialRecord(z.enum(productLanguages), z.string()),
  displayName: z.string(),
  unit: z.enum(passUnits),
  units: z.number().int(),
  bookingTypes: z.array(z.enum(passBookingTypes)),
  windows: z.array(z.object({ days: z.array(z.number()), from: z.string(), to: z.string() })),
  validityMonths: z.number().int(),
  priceCents: z.number().int(),
  vatPercent: z.number(),
  active: z.boolean(),
});
export type PassTypeDto = z.infer<typeof passTypeSchema>;

export const passTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(passTransactionKinds),
  units: z.number().int(),
  remainingAfter: z.number().int(),
  orderId: z.string().nullable(),
  bookingId: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const passSchema = z.object({
  id: z.string(),
  passTypeId: z.string(),
  name: z.string(),
  unit: z.enum(passUnits),
  bookingTypes: z.array(z.string()),
  windows: z.array(z.object({ days: z.array(z.number()), from: z.string(), to: z.string() })),
  unitsTotal: z.number().int(),
  unitsRemaining: z.number().int(),
  status: z.enum(passStatuses),
  source: z.enum(['online', 'desk']),
  grossCents: z.number().int(),
  outstandingCents: z.number().int(),
  validUntil: z.string().nullable(),
  userId: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  history: z.array(passTransactionSchema).optional(),
});
export type PassDto = z.infer<typeof passSchema>;

export const passSaleSchema = z.object({
  passTypeId: z.string().uuid(),
  userId: z.string().uuid(),
  provider: z
    .enum(['cash', 'card_terminal', 'bank_transfer'])
    .default('cash')
    .describe('how the customer pays at the desk; a card at the terminal is recorded as credit_card'),
});
export type PassSale = z.input<typeof passSaleSchema>;

export const cartPassLineSchema = z.object({
  id: z.string(),
  kind: z.literal('pass'),
  passTypeId: z.string(),
  name: z.string(),
  units: z.number().int(),
  unit: z.enum(passUnits),
  validityMonths: z.number().int(),
  unitPrice: z.number().int(),
  vatPercent: z.number(),
});
export type CartPassLineDto = z.infer<typeof cartPassLineSchema>;

export type { LocalizedText };
