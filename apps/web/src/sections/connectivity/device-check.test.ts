import { describe, expect, it } from 'vitest';
import { isLowEndDevice } from './device-check';

describe('low-end device rule (docs/product.md#public-site)', () => {
  it.each([
    [{ deviceMemory: 1, effectiveType: '2g' }, true],
    [{ deviceMemory: 1.5, effectiveType: 'slow-2g' }, true],
    [{ deviceMemory: 1.5, effectiveType: '3g' }, false],
    [{ deviceMemory: 2, effectiveType: '2g' }, false],
    [{ deviceMemory: 0.5, effectiveType: '4g' }, true],
    [{ deviceMemory: 0.5 }, true],
    [{ deviceMemory: 8, effectiveType: '4g' }, false],
    [{ effectiveType: '2g' }, false],
  ])('%j → %s', (signals, expected) => {
    expect(isLowEndDevice(signals)).toBe(expected);
  });
});
