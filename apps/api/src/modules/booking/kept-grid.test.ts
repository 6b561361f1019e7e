// Court holds fitted on a kept grid (kept-grid.ts, docs/decisions/028-hold-grid-version.md): every
// change to what a hold is fitted on moves the organization's grid version, and a hold fitted on an
// older grid is fitted again on the new one — its price, its expiry or its refusal are the venue's
// as it is now, never the kept grid's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@courtside/core/slots/time';
import { buildTestApp } from '../../../test/helper';
import type { TestContext } from '../../../test/helper';
import { demoVenue, quietDay } from '../../../test/booking-fixtures';
import type { DemoVenue } from '../../../test/booking-fixtures';
import { checkRequest, gridKey } from './booking-context';
import { holdSlot } from './hold.service';
import { keptGrid } from './kept-grid';

let t: TestContext;
let venue: DemoVenue;
const tz = 'Europe/Berlin';
const day = quietDay(4);
const at = (time: string) => zonedInstant(day, time, tz);

beforeAll(async () => {
  t = await buildTestApp();
  venue = await demoVenue(t);
});
afterAll(async () => t?.close());

const version = async () =>
  Number(
    (await t.database.query('select version from grid_versions where organization_id = $1', [venue.organizationId]))
      .rows[0]!.version,
  );

const hold = (time: string, guest: string, court = 2) =>
  holdSlot(t.app.db, {
    organizationId: venue.organizationId,
    resourceId: venue.court(court).id,
    start: at(time),
    end: zonedInstant(day, `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`, tz),
    type: 'normal',
    owner: { guestToken: `kept-${guest}` },
  });

describe('grid versions', () => {
  it('move with every change a hold is fitted on, and not with bookings', async () => {
    const org = venue.organizationId;
    const steps: [string, string, unknown[]][] = [
      ['settings', `update organizations set settings = settings where id = $1`, [org]],
      ['resources', `update resources set name = name where organization_id = $1`, [org]],
      ['seasons', `update seasons set name = name where organization_id = $1`, [org]],
      ['rules', `update scheduling_rules set slot_minutes = slot_minutes where organization_id = $1`, [org]],
      [
        'closed days',
        `insert into closed_days (organization_id, starts_on, ends_on) values ($1, '2031-01-01', '2031-01-01')`,
        [org],
      ],
      ['closed days removed', `delete from closed_days where organization_id = $1 and starts_on = '2031-01-01'`, [org]],
      ['dynamic slots', `update dynamic_slots set title = title where organization_id = $1`, [org]],
    ];
    for (const [what, text, params] of steps) {
      const before = await version();
      await t.database.query(text, params);
      expect(await version(), what).toBeGreaterThan(before);
    }
    const before = await version();
    await hold('10:00', 'no-move', 5);
    expect(await version()).toBe(before);
  });
});

describe('a hold on a kept grid', () => {
  it('keeps the grid after the first hold and uses it for the next one on that day', async () => {
    await hold('10:00', 'first');
    const kept = keptGrid.get(t.app.db, gridKey({ ...request('11:00'), now: new Date() }));
    expect(kept?.gridVersion).toBe(await version());
    const next = await hold('11:00', 'second');
    expect(next.status).toBe('reserved');
  });

  it('takes the new price once staff changed it after the grid was kept', async () => {
    // One price all day (no bands), then 1.11 € more: the next hold on the kept day costs that.
    await t.database.query(`update scheduling_rules set price_bands = '[]'::jsonb where organization_id = $1`, [
      venue.organizationId,
    ]);
    const before = await hold('12:00', 'price-before');
    await t.database.query(
      `update scheduling_rules set default_price_cents = default_price_cents + 111 where organization_id = $1`,
      [venue.organizationId],
    );
    const after = await hold('13:00', 'price-after');
    expect(after.priceCents).toBe(before.priceCents + 111);
    const stored = await t.database.query('select price_cents from bookings where id = $1', [after.id]);
    expect(stored.rows[0]!.price_cents).toBe(before.priceCents + 111);
  });

  it('refuses a day closed after the grid was kept', async () => {
    await hold('14:00', 'open');
    await t.database.query(`insert into closed_days (organization_id, starts_on, ends_on) values ($1, $2, $2)`, [
      venue.organizationId,
      day,
    ]);
    await expect(hold('15:00', 'closed')).rejects.toMatchObject({ code: 'CLOSED_DAY' });
    await t.database.query(`delete from closed_days where organization_id = $1 and starts_on = $2`, [
      venue.organizationId,
      day,
    ]);
    expect((await hold('15:00', 'reopened')).status).toBe('reserved');
  });
});

describe('a slot fitted on a kept grid', () => {
  const ask = (time: string, now: Date, ignoreTimeWindow = false) =>
    checkRequest(
      t.app.db,
      {
        ...request(time),
        end: at(`${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:00`),
        now,
        ignoreTimeWindow,
      },
      undefined,
      { kept: true },
    );

  it('is fitted again on the clock each time: the minimum notice and the lead time still refuse', async () => {
    const early = new Date(at('16:00').getTime() - 24 * 3_600_000);
    const fit = await ask('16:00', early);
    expect(fit.fitted.priceCents).toBeGreaterThan(0);
    // The same slot on the same kept grid, asked again: the same fit (kept with the grid)…
    expect(await ask('16:00', early)).toBe(fit);
    // …but refused once the clock is past the minimum notice, and once the lead time is ahead.
    await expect(ask('16:00', new Date(at('16:00').getTime() - 60_000))).rejects.toMatchObject({ code: 'TOO_LATE' });
    await expect(ask('16:00', new Date(at('16:00').getTime() - 60 * 86_400_000))).rejects.toMatchObject({
      code: 'TOO_EARLY',
    });
    // Staff skip the window; a refusal of the grid itself stays one (a start inside a slot).
    expect((await ask('16:00', new Date(at('16:00').getTime() - 60_000), true)).fitted.priceCents).toBe(
      fit.fitted.priceCents,
    );
    await expect(
      checkRequest(t.app.db, { ...request('16:00'), start: at('16:30'), end: at('17:00'), now: early }, undefined, {
        kept: true,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_SLOT' });
  });
});

function request(time: string) {
  return {
    organizationId: venue.organizationId,
    resourceId: venue.court(2).id,
    start: at(time),
    end: at(time),
    type: 'normal' as const,
  };
}
