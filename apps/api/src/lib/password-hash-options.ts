// argon2id's parameters for every password hash (docs/product.md#roles). Production and `npm start` use
// the library's defaults (64 MiB, 3 passes, 4 lanes). The API test runner alone asks for the cheapest
// parameters (NODE_ENV=test and COURTSIDE_TEST_CHEAP_HASHES=1, set by vitest.config.ts): its tests check
// accounts, lockouts and sessions, not the hash's cost, and thousands of sign-ins at full cost were
// the slowest part of the suite. A hash carries its own parameters, so either kind verifies anywhere.
import argon2 from 'argon2';

type Options = Parameters<typeof argon2.hash>[1] & { type: typeof argon2.argon2id };

export function passwordHashOptions(env: NodeJS.ProcessEnv = process.env): Options {
  if (env.NODE_ENV === 'test' && env.COURTSIDE_TEST_CHEAP_HASHES === '1') {
    return { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 };
  }
  return { type: argon2.argon2id };
}
