import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry, parseCard, passesLuhn } from './card-input';

const now = new Date('2026-11-22T10:00:00Z');

describe('card entry', () => {
  it('groups digits and the expiry as the user types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('1')).toBe('1');
  });

  it('checks the Luhn sum (the test cards pass, a typo does not)', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4000 0000 0000 0002')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
  });

  it('answers the card for the API or the field errors', () => {
    expect(parseCard({ number: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }, now)).toEqual({
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2029, cvc: '123' },
    });
    expect(parseCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      errors: { number: 'required', expiry: 'required', cvc: 'required' },
    });
    expect(parseCard({ number: '1234 5678 9012 3456', expiry: '13/29', cvc: '12' }, now)).toEqual({
      errors: { number: 'invalid', expiry: 'invalid', cvc: 'invalid' },
    });
    expect(parseCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toEqual({
      errors: { expiry: 'expired' },
    });
    expect(parseCard({ number: '4242424242424242', expiry: '11/26', cvc: '1234' }, now)).toHaveProperty('card');
  });
});
