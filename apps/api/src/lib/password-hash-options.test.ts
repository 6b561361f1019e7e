import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { passwordHashOptions } from './password-hash-options';

describe('passwordHashOptions', () => {
  it("uses argon2id with the library's full cost everywhere but the test runner", async () => {
    for (const env of [
      {},
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', COURTSIDE_TEST_CHEAP_HASHES: '1' },
      { NODE_ENV: 'test' },
    ]) {
      expect(passwordHashOptions(env)).toEqual({ type: argon2.argon2id });
    }
    // The defaults as written into the hash: 64 MiB, 3 passes, 4 lanes.
    const hash = await argon2.hash('secret', passwordHashOptions({}));
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('is cheap only for the test runner, and its hashes verify like any other', async () => {
    const cheap = passwordHashOptions({ NODE_ENV: 'test', COURTSIDE_TEST_CHEAP_HASHES: '1' });
    const hash = await argon2.hash('secret', cheap);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await argon2.verify(hash, 'secret')).toBe(true);
    expect(await argon2.verify(hash, 'wrong')).toBe(false);
  });
});
