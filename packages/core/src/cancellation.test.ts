import { describe, expect, it } from 'vitest';
import { cancellationQuote } from './cancellation';
import type { CancellationQuoteInput } from './cancellation';
import type { BookingStatus, BookingType } from './enums';
import { organizationSettings } from './organization';

const policy = organizationSettings({}).cancellation;
const startsAt = new Date('2026-07-10T16:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);
const quote = (bookingType: BookingType, hours: number, extra: Partial<CancellationQuoteInput> = {}) =>
  cancellationQuote({
    bookingType,
    status: 'upcoming' as BookingStatus,
    startsAt,
    now: hoursBefore(hours),
    paidCents: 2757,
    policy,
    ...extra,
  });

describe('cancellationQuote with the default policy', () => {
  it.each([
    ['normal', 200, 'full', 2757, 'FULL_REFUND_WINDOW'],
    ['normal', 96, 'full', 2757, 'FULL_REFUND_WINDOW'],
    ['normal', 95.99, 'credit', 2757, 'CREDIT_WINDOW'],
    ['normal', 24, 'credit', 2757, 'CREDIT_WINDOW'],
    ['come_together', 24, 'full', 2757, 'COME_TOGETHER_REFUND'],
    ['abo', 100, 'credit', 2757, 'ABO_CREDIT'],
    ['abo', 24, 'credit', 2757, 'ABO_CREDIT'],
  ] as [BookingType, number, string, number, string][])(
    '%s %d h before → %s %i (%s)',
    (type, hours, outcome, amount, reason) => {
      const q = quote(type, hours);
      expect(q).toMatchObject({ outcome, amountCents: amount, reason, cancellable: true });
    },
  );

  it('refuses an abo date after the season limit or too late', () => {
    expect(quote('abo', 100, { aboReturnsUsed: 3 })).toMatchObject({ cancellable: true, outcome: 'credit' });
    expect(quote('abo', 100, { aboReturnsUsed: 4 })).toMatchObject({ cancellable: false, reason: 'ABO_RETURN_LIMIT' });
    expect(quote('abo', 23)).toMatchObject({ cancellable: false, reason: 'TOO_LATE' });
  });

  it('lets staff cancel any time; the policy says what comes back', () => {
    expect(quote('normal', 1, { byStaff: true })).toMatchObject({
      cancellable: true,
      outcome: 'none',
      amountCents: 0,
      reason: 'STAFF',
    });
    expect(quote('normal', 100, { byStaff: true })).toMatchObject({
      cancellable: true,
      outcome: 'full',
      amountCents: 2757,
      reason: 'STAFF',
    });
    expect(quote('normal', -2, { byStaff: true })).toMatchObject({ cancellable: true, reason: 'STAFF' });
  });

  it('refuses customers after the credit deadline, and finished or cancelled bookings', () => {
    expect(quote('normal', 23.99)).toMatchObject({ cancellable: false, outcome: 'none', reason: 'TOO_LATE' });
    expect(quote('normal', 0)).toMatchObject({ cancellable: false, reason: 'TOO_LATE' });
    expect(quote('come_together', 23.5)).toMatchObject({ cancellable: false, reason: 'TOO_LATE' });
    expect(quote('normal', 100, { status: 'cancelled' })).toMatchObject({
      cancellable: false,
      reason: 'NOT_CANCELLABLE_STATUS',
    });
    expect(quote('normal', 100, { status: 'completed', byStaff: true })).toMatchObject({ cancellable: false });
  });

  it('gives nothing back for unpaid holds', () => {
    expect(quote('normal', 100, { status: 'reserved' })).toMatchObject({
      cancellable: true,
      outcome: 'none',
      reason: 'NOT_PAID',
    });
    expect(quote('normal', 100, { paidCents: 0 })).toMatchObject({ outcome: 'none', reason: 'NOT_PAID' });
  });

  it('tells the deadlines', () => {
    const q = quote('normal', 200);
    expect(q.refundUntil?.toISOString()).toBe('2026-07-06T16:00:00.000Z');
    expect(q.creditUntil?.toISOString()).toBe('2026-07-09T16:00:00.000Z');
  });

  it('follows a custom policy', () => {
    const custom = organizationSettings({ cancellation: { fullRefundHours: 48, creditHours: 12 } }).cancellation;
    expect(
      cancellationQuote({
        bookingType: 'normal',
        status: 'upcoming',
        startsAt,
        now: hoursBefore(50),
        paidCents: 100,
        policy: custom,
      }),
    ).toMatchObject({ outcome: 'full' });
    expect(
      cancellationQuote({
        bookingType: 'normal',
        status: 'upcoming',
        startsAt,
        now: hoursBefore(13),
        paidCents: 100,
        policy: custom,
      }),
    ).toMatchObject({ outcome: 'credit' });
  });
});
