// Card fields of the offline test provider: grouping, MM/YY parsing and a Luhn check so a typo is
// caught before the request (the server checks again).
import type { PaymentLinkPayBody } from '@courtside/core/payment-link-schemas';

type Card = NonNullable<PaymentLinkPayBody['card']>;
export type CardField = 'number' | 'expiry' | 'cvc';

export const groupCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export function groupExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card, or the first field that is wrong. */
export function readCard(fields: Record<CardField, string>, now = new Date()): { card: Card } | { field: CardField } {
  const number = fields.number.replace(/\s/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return { field: 'number' };
  const match = /^(\d{2})\/(\d{2})$/.exec(fields.expiry.trim());
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  if (month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) return { field: 'expiry' };
  if (!/^\d{3,4}$/.test(fields.cvc)) return { field: 'cvc' };
  return { card: { number: groupCardNumber(number), expMonth: month, expYear: year, cvc: fields.cvc } };
}
