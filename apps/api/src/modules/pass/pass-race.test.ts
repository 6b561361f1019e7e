// No double spend (docs/product/passes.md#punches): 20 checkouts redeem the last punch of one
// pass at the same moment, each in its own transaction; exactly one gets it, the rest are told
// PASS_USED_UP, and the pass never goes below zero. Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { bareOrder } from '../../../test/fakes/checkout-fixtures';
import { AppError } from '../../lib/app-error';
import { passRepository } from './pass.repository';
import { activatePass, createPassType, redeemPass } from './pass.service';

let t: TestContext;
let venue: DemoVenue;
beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

describe('the last punch', () => {
  it('20 parallel redemptions of the last punch: exactly one succeeds', async () => {
    const org = venue.organizationId;
    const type = await createPassType(t.app.db, org, {
      name: { de: 'Letzte Stunde' },
      unit: 'court_hour',
      units: 1,
      bookingTypes: ['normal'],
      validityMonths: 12,
      priceCents: 1000,
      vatPercent: 19,
    });
    const pending = await passRepository.insert(t.app.db, {
      organizationId: org,
      passTypeId: type.id,
      email: 'race@example.org',
      name: 'Letzte Stunde',
      unit: 'court_hour',
      bookingTypes: ['normal'],
      windows: [],
      validityMonths: 12,
      unitsTotal: 1,
      unitsRemaining: 1,
      source: 'desk',
      unitPriceCents: 1000,
      vatBasisPoints: 1900,
      grossCents: 1000,
      vatCents: 160,
    });
    const pass = await activatePass(t.app.db, pending, new Date(), null);
    const orders = await Promise.all(Array.from({ length: 20 }, (_, i) => bareOrder(t, org, `race${i}@example.org`)));
    const results = await Promise.allSettled(
      orders.map((orderId) =>
        t.app.db.transaction((tx) =>
          redeemPass(tx, { passId: pass.id, units: 1, orderId, bookingId: null, now: new Date() }),
        ),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).code).toBe('PASS_USED_UP');
    }
    const after = await passRepository.find(t.app.db, org, pass.id);
    expect(after!.unitsRemaining).toBe(0);
    const redeemed = await t.database.query(
      `select count(*)::int as n from pass_transactions where pass_id = $1 and kind = 'redeem'`,
      [pass.id],
    );
    expect(redeemed.rows[0]!.n).toBe(1);
  });

  it('the conditional UPDATE alone refuses a second punch (without the row lock)', async () => {
    const org = venue.organizationId;
    const [row] = (
      await t.database.query(`select id from passes where units_remaining = 0 and status = 'active' limit 1`)
    ).rows;
    expect(await passRepository.take(t.app.db, row!.id as string, 1, new Date())).toBeUndefined();
    expect((await passRepository.find(t.app.db, org, row!.id as string))!.unitsRemaining).toBe(0);
  });
});
