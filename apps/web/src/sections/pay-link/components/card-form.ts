// Card fields of the offline test provider on the payment-link page: the checkout's parsing
// (grouping, MM/YY, Luhn; the server checks again), answering the first wrong field.
import { formatCardNumber, formatExpiry, parseCard } from '../../checkout/card-input';
import type { CardInput } from '../../checkout/api/confirm-payment';

export type CardField = 'number' | 'expiry' | 'cvc';
const FIELDS: CardField[] = ['number', 'expiry', 'cvc'];

export const groupCardNumber = formatCardNumber;
export const groupExpiry = formatExpiry;

/** The card, or the first field that is wrong. */
export function readCard(
  fields: Record<CardField, string>,
  now = new Date(),
): { card: CardInput } | { field: CardField } {
  const parsed = parseCard(fields, now);
  if ('card' in parsed) return { card: parsed.card };
  return { field: FIELDS.find((field) => parsed.errors[field]) ?? 'number' };
}
