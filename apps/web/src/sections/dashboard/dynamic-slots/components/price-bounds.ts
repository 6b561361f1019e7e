// The range a special price may take over a window: within 1/3× … 3× of every slot it reprices
// (docs/product.md#booking, docs/product.md#money price multiplier 3). The server checks the same with the rule price.
import { specialPriceBounds } from '@courtside/core/slots/pricing';

export interface PricedSlot {
  start: string;
  price: number;
}

export function windowPriceBounds(
  slots: readonly PricedSlot[],
  start: Date,
  end: Date,
): { min: number; max: number; base: number[] } | undefined {
  const covered = slots.filter((s) => new Date(s.start) >= start && new Date(s.start) < end);
  if (!covered.length) return undefined;
  let min = 0;
  let max = Number.MAX_SAFE_INTEGER;
  for (const slot of covered) {
    const b = specialPriceBounds(slot.price);
    min = Math.max(min, b.min);
    max = Math.min(max, b.max);
  }
  return { min, max, base: [...new Set(covered.map((s) => s.price))] };
}
