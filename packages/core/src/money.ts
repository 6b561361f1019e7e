// Money is integer cents everywhere (docs/product.md#money). Percentages are turned into integer basis
// points first so every computation here is exact integer arithmetic; rounding is half away from
// zero, once, at the step that needs it.

/** 1 % = 100 basis points; 19 % = 1900; 7.5 % = 750. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Invalid percentage: ${percent}`);
  return Math.round(percent * 100);
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/** numerator / denominator rounded half away from zero, for integers (denominator ≠ 0). */
export function divideRounded(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  if (denominator === 0) throw new RangeError('Division by zero');
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const a = Math.abs(numerator);
  const b = Math.abs(denominator);
  const quotient = Math.floor(a / b);
  const remainder = a - quotient * b;
  const rounded = remainder * 2 >= b ? quotient + 1 : quotient;
  return sign * rounded || 0;
}

/** cents × percent, rounded half away from zero to the cent. */
export function percentOf(cents: number, percent: number): number {
  assertSafeInteger(cents, 'cents');
  return divideRounded(cents * percentToBasisPoints(percent), 10_000);
}

/** The net part of a VAT-inclusive amount: round(gross / (1 + r)). */
export function netFromGross(grossCents: number, vatPercent: number): number {
  assertSafeInteger(grossCents, 'grossCents');
  return divideRounded(grossCents * 10_000, 10_000 + percentToBasisPoints(vatPercent));
}

/**
 * Splits `total` cents across parts in proportion to `weights` (largest remainder method), so the
 * parts always sum to exactly `total`. Used to show per-line VAT and discounts that add up to the
 * document totals (docs/product.md#money: document-level VAT).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertSafeInteger(total, 'total');
  for (const w of weights) assertSafeInteger(w, 'weight');
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('Cannot allocate a non-zero amount to no parts');
    return [];
  }
  const weightSum = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (weightSum === 0) {
    // Nothing to weigh by: everything goes to the first part.
    return weights.map((_, i) => (i === 0 ? total : 0));
  }
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  // Integer shares and remainders: no floating point, so ties break the same way everywhere.
  const shares = weights.map((w, i) => {
    const product = Math.max(0, w) * magnitude;
    assertSafeInteger(product, 'weight × total');
    return { i, floor: Math.floor(product / weightSum), remainder: product % weightSum };
  });
  const parts = shares.map((s) => s.floor);
  let left = magnitude - parts.reduce((s, p) => s + p, 0);
  const order = [...shares].sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map((p) => sign * p || 0);
}

export function sumCents(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0);
}

// Built once per locale and currency: building an Intl.NumberFormat costs more than formatting
// many amounts with it (about 1.5 ms of each checkout's confirmation mail and PDF went to building
// them, docs/decisions/023-checkout-waits.md).
const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Display format: 1234 → "12,34 €" (de) or "€12.34" (en). */
export function formatCents(cents: number, locale = 'de-DE', currency = 'EUR'): string {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format.format(cents / 100);
}
