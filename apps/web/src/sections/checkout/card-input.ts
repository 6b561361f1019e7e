// Card entry for the offline `test` provider: grouping, expiry parsing and a Luhn check so typos
// are caught before the request. (Real providers collect cards in their own fields.)
import type { CardInput } from './api/confirm-payment';

export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', 'invalid' | 'expired' | 'required'>>;

/** Parses the three fields; answers the card or the field errors. */
export function parseCard(
  fields: { number: string; expiry: string; cvc: string },
  now = new Date(),
): { card: CardInput } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = fields.number.replace(/\s/g, '');
  if (!number) errors.number = 'required';
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) errors.number = 'invalid';
  const match = /^(\d{2})\/(\d{2})$/.exec(fields.expiry.trim());
  let expMonth = 0;
  let expYear = 0;
  if (!fields.expiry.trim()) errors.expiry = 'required';
  else if (!match) errors.expiry = 'invalid';
  else {
    expMonth = Number(match[1]);
    expYear = 2000 + Number(match[2]);
    if (expMonth < 1 || expMonth > 12) errors.expiry = 'invalid';
    else if (expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1))
      errors.expiry = 'expired';
  }
  if (!fields.cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(fields.cvc)) errors.cvc = 'invalid';
  if (Object.keys(errors).length > 0) return { errors };
  return { card: { number: formatCardNumber(number), expMonth, expYear, cvc: fields.cvc } };
}
