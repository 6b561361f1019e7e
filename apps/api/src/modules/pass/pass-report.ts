// Passes outstanding (docs/product/passes.md#liability): the price share of punches not used yet
// on active, unexpired passes is money the venue holds for services still owed, shown next to
// the vouchers in banking.
import { passOutstandingCents } from '@courtside/core/passes';
import type { DbOrTx } from '../../db/client';
import { passRepository } from './pass.repository';

export async function passLiability(
  db: DbOrTx,
  organizationId: string,
  now = new Date(),
): Promise<{ outstandingCents: number; active: number; unitsRemaining: number }> {
  const rows = await passRepository.outstanding(db, organizationId, now);
  return {
    outstandingCents: rows.reduce((s, p) => s + passOutstandingCents(p), 0),
    active: rows.length,
    unitsRemaining: rows.reduce((s, p) => s + p.unitsRemaining, 0),
  };
}
