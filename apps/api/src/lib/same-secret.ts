// Comparing a secret the client sent (guest token, payment client secret, invoice token, token
// hash) with the stored one: in constant time, so the answer's timing says nothing about how many
// leading characters were right. A missing value on either side never matches.
import { timingSafeEqual } from 'node:crypto';

export function sameSecret(given: string | null | undefined, stored: string | null | undefined): boolean {
  if (!given || !stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
