// The availability query's validator keeps its answers per query (kept-validator.ts): the same
// fields give the same (frozen) value, an invalid query is refused every time, and zod's defaults
// and stripping apply as without it.
import { describe, expect, it } from 'vitest';
import { availabilityQuerySchema } from '@courtside/core/booking-schemas';
import { keptValidatorCompiler } from './kept-validator';

const validate = keptValidatorCompiler({
  schema: availabilityQuerySchema,
  method: 'GET',
  url: '/',
  httpPart: 'querystring',
});

describe('kept query validator', () => {
  it('validates a query once and shares the frozen value', () => {
    const first = validate({ date: '2026-11-29', locationId: '86c40f46-cfb0-4f2a-b082-88bd4f63b3c9' });
    const again = validate({ date: '2026-11-29', locationId: '86c40f46-cfb0-4f2a-b082-88bd4f63b3c9' });
    expect(first).toEqual({
      value: { date: '2026-11-29', locationId: '86c40f46-cfb0-4f2a-b082-88bd4f63b3c9', spaceType: 'all' },
    });
    expect(again).toBe(first);
    expect(Object.isFrozen((again as { value: object }).value)).toBe(true);
    expect(validate({ date: '2026-11-30' })).toEqual({ value: { date: '2026-11-30', spaceType: 'all' } });
  });

  it('refuses an invalid query every time', () => {
    for (let i = 0; i < 2; i++) {
      const result = validate({ date: '2026-13-45' });
      expect('error' in result && result.error).toBeTruthy();
    }
    expect('error' in validate({ date: ['2026-11-29', '2026-11-30'] })).toBe(true);
  });
});
