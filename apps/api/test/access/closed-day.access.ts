// Access rows for /api/v1/closed-days (see test/access-matrix.ts): settings.manage, like the
// opening hours (docs/product.md#closed-days); another organization's closed day is not found.
import type { AccessContext, AccessRow } from '../auth';

const managers = (ok: number) => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  staffX: 403,
  staffY: 403,
  admin: ok,
});

/** A closed day of org Y, written directly (the access test's org X admin must not reach it). */
async function foreignClosedDay(ctx: AccessContext): Promise<void> {
  const { rows } = await ctx.app.dbHandle.query(
    `insert into closed_days (organization_id, starts_on, ends_on, label) values ($1, '2031-12-24', '2031-12-24', '{}') returning id`,
    [ctx.orgs.y],
  );
  ctx.fixtures.foreignClosedDayId = String(rows[0]!.id);
}

export const accessRows: AccessRow[] = [
  { name: '/closed-days', method: 'GET', url: '/api/v1/closed-days', expect: managers(200) },
  {
    name: '/closed-days create',
    method: 'POST',
    url: '/api/v1/closed-days',
    payload: { startsOn: '2031-12-31', label: { de: 'Silvester' } },
    expect: managers(201),
  },
  {
    name: '/closed-days/:id of another organization',
    method: 'DELETE',
    setup: foreignClosedDay,
    url: (ctx) => `/api/v1/closed-days/${ctx.fixtures.foreignClosedDayId}`,
    expect: managers(404),
  },
];
