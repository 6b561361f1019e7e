// LIKE patterns from typed text (like.ts), run by the database: wildcards typed are matched as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helper';
import type { DatabaseHandle } from './client';
import { containing, escapeLike } from './like';

describe('LIKE patterns from typed text', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(false));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const matches = async (value: string, pattern: string) =>
    (await database.query('select $1::text ilike $2::text as m', [value, pattern])).rows[0]!.m as boolean;

  it('escapes %, _ and the backslash', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(containing('a_b')).toBe('%a\\_b%');
  });

  it('matches the typed characters themselves, case-insensitively, anywhere in the text', async () => {
    expect(await matches('Court 100% booked', containing('100%'))).toBe(true);
    expect(await matches('Court 1000 booked', containing('100%'))).toBe(false);
    expect(await matches('anna_martin@example.org', containing('A_M'))).toBe(true);
    expect(await matches('annaxmartin@example.org', containing('a_m'))).toBe(false);
    expect(await matches('C:\\tmp', containing('c:\\t'))).toBe(true);
    expect(await matches('C:tmp', containing('c:\\t'))).toBe(false);
  });
});
