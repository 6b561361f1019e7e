import { describe, expect, it } from 'vitest';
import { holdCountdown, HOLD_WARNING_MS } from './use-hold-countdown';
import { DEFAULT_PRICING_SETTINGS, previewSummary } from './use-price-preview';
import { createFormatters, formatCountdown } from './format';

describe('hold countdown', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('counts down to the first hold to end and warns in its last minute (≥ 20 s ahead)', () => {
    const items = [{ expiryTime: '2026-11-22T10:05:00Z' }, { expiryTime: '2026-11-22T10:00:50Z' }];
    expect(holdCountdown(items, now)).toEqual({
      expiresAt: Date.parse('2026-11-22T10:00:50Z'),
      remainingMs: 50_000,
      isWarning: true,
      isExpired: false,
    });
    expect(holdCountdown([{ expiryTime: '2026-11-22T10:07:00Z' }], now).isWarning).toBe(false);
    expect(HOLD_WARNING_MS).toBeGreaterThanOrEqual(20_000);
    expect(holdCountdown([{ expiryTime: '2026-11-22T09:59:00Z' }], now)).toMatchObject({
      remainingMs: 0,
      isExpired: true,
      isWarning: false,
    });
    expect(holdCountdown([], now)).toMatchObject({ expiresAt: null, isExpired: false });
  });
  it('shows m:ss', () => {
    expect(formatCountdown(7 * 60_000)).toBe('7:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('price preview (the shared pricing function of docs/product.md#money)', () => {
  it('two peak slots: subtotal, VAT included, fixed service fee with its VAT', () => {
    const summary = previewSummary(
      [
        { unitPrice: 2800, quantity: 1, bookingType: 'normal' },
        { unitPrice: 2800, quantity: 1, bookingType: 'normal' },
      ],
      DEFAULT_PRICING_SETTINGS,
    );
    expect(summary).toMatchObject({
      subtotal: 5600,
      gross: 5600,
      net: 4706,
      vat: 894,
      serviceFee: 300,
      serviceFeeVat: 57,
      total: 5957,
      totalItems: 2,
    });
  });
  it('an empty cart costs nothing', () => {
    expect(previewSummary([], DEFAULT_PRICING_SETTINGS).total).toBe(0);
  });
});

describe('formatters', () => {
  it('show euros and Berlin wall-clock times in the chosen language', () => {
    const en = createFormatters('en', 'Europe/Berlin');
    const de = createFormatters('de', 'Europe/Berlin');
    expect(en.money(2800)).toBe('€28.00');
    expect(de.money(2800)).toBe('28,00\u00a0€');
    expect(en.shortMoney(2800)).toBe('€28');
    expect(en.shortMoney(2850)).toBe('€28.50');
    expect(en.timeRange('2026-11-23T17:00:00.000Z', '2026-11-23T18:00:00.000Z')).toBe('18:00–19:00');
    expect(en.time('2026-07-01T16:00:00.000Z')).toBe('18:00');
  });
});
