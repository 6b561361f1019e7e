import { describe, expect, it } from 'vitest';
import { groupCardNumber, groupExpiry, readCard } from './card-form';

const now = new Date('2026-11-22T10:00:00Z');

describe('payment link card fields', () => {
  it('groups the number and the expiry as typed', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupExpiry('1229')).toBe('12/29');
  });
  it.each([
    [{ number: '4242 4242 4242 4241', expiry: '12/29', cvc: '123' }, 'number'],
    [{ number: '4242 4242 4242 4242', expiry: '10/26', cvc: '123' }, 'expiry'],
    [{ number: '4242 4242 4242 4242', expiry: '13/29', cvc: '123' }, 'expiry'],
    [{ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '12' }, 'cvc'],
  ] as const)('names the wrong field %#', (fields, field) => {
    expect(readCard(fields, now)).toEqual({ field });
  });
  it('reads a good card; this month still counts', () => {
    expect(readCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, now)).toEqual({
      card: { number: '4242 4242 4242 4242', expMonth: 11, expYear: 2026, cvc: '123' },
    });
  });
});
