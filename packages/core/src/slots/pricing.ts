// Slot prices: peak / off-peak bands by weekday and time, and the bounds of a special price.
import { minutesOfTime } from './time';
import type { PriceBand, RuleInput } from './types';

/** docs/product.md#money "price multiplier 3": a special price lies within [price / 3, price × 3]. */
export const PRICE_MULTIPLIER = 3;

export interface BandPrice {
  priceCents: number;
  band: string;
}

function inBand(band: PriceBand, weekday: number, minutes: number): boolean {
  if (!band.weekdays.includes(weekday)) return false;
  const from = minutesOfTime(band.from);
  const to = minutesOfTime(band.to);
  return from <= minutes && minutes < to;
}

/** The price of a slot starting at local `minutes` on ISO `weekday`: the first matching band wins. */
export function bandPrice(
  rule: Pick<RuleInput, 'defaultPriceCents' | 'priceBands'>,
  weekday: number,
  minutes: number,
): BandPrice {
  const band = rule.priceBands.find((b) => inBand(b, weekday, minutes));
  return band
    ? { priceCents: band.priceCents, band: band.label }
    : { priceCents: rule.defaultPriceCents, band: 'default' };
}

export function specialPriceBounds(
  basePriceCents: number,
  multiplier = PRICE_MULTIPLIER,
): { min: number; max: number } {
  return { min: Math.ceil(basePriceCents / multiplier), max: basePriceCents * multiplier };
}

export function isSpecialPriceAllowed(
  basePriceCents: number,
  priceCents: number,
  multiplier = PRICE_MULTIPLIER,
): boolean {
  const { min, max } = specialPriceBounds(basePriceCents, multiplier);
  return Number.isInteger(priceCents) && priceCents >= min && priceCents <= max;
}

/** A stored special price is clamped into its bounds, so a later rule change cannot break them. */
export function clampSpecialPrice(basePriceCents: number, priceCents: number, multiplier = PRICE_MULTIPLIER): number {
  const { min, max } = specialPriceBounds(basePriceCents, multiplier);
  return Math.min(max, Math.max(min, Math.round(priceCents)));
}
