// Closed days (docs/product.md#closed-days): dates on which a location, or the whole organization,
// takes no booking. Every query is scoped by organization_id; a change is audited in its transaction.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { ClosedDayBody } from '@courtside/core/closed-day-schemas';
import type { DbOrTx } from '../../db/client';
import { closedDays } from '../../db/schema/venue';
import { AppError, notFound } from '../../lib/app-error';
import { auditSetup } from './setup-actor';
import type { SetupActor } from './setup-actor';
import { venueSetupRepository } from './venue-setup.repository';

export type ClosedDayRow = typeof closedDays.$inferSelect;

export async function listClosedDays(
  db: DbOrTx,
  organizationId: string,
  filter: { from?: string; locationId?: string } = {},
): Promise<ClosedDayRow[]> {
  const where = [eq(closedDays.organizationId, organizationId)];
  if (filter.from) where.push(gte(closedDays.endsOn, filter.from));
  const rows = await db
    .select()
    .from(closedDays)
    .where(and(...where))
    .orderBy(asc(closedDays.startsOn), asc(closedDays.createdAt));
  // A location's list includes the organization-wide days, which close it too.
  return filter.locationId ? rows.filter((r) => r.locationId === null || r.locationId === filter.locationId) : rows;
}

export async function createClosedDay(db: DbOrTx, actor: SetupActor, body: ClosedDayBody): Promise<ClosedDayRow> {
  return db.transaction(async (tx) => {
    const locationId = body.locationId ?? null;
    if (locationId && !(await venueSetupRepository.findLocation(tx, actor.organizationId, locationId)))
      throw new AppError('VALIDATION_FAILED', 'This location does not exist');
    const label = Object.fromEntries(Object.entries(body.label).filter(([, v]) => typeof v === 'string' && v));
    const [row] = await tx
      .insert(closedDays)
      .values({
        organizationId: actor.organizationId,
        locationId,
        startsOn: body.startsOn,
        endsOn: body.endsOn ?? body.startsOn,
        label: label as Record<string, string>,
      })
      .returning();
    await auditSetup(tx, actor, 'closed_day.create', 'closed_day', row!.id, {
      startsOn: row!.startsOn,
      endsOn: row!.endsOn,
      locationId,
    });
    return row!;
  });
}

export async function deleteClosedDay(db: DbOrTx, actor: SetupActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(closedDays)
      .where(and(eq(closedDays.organizationId, actor.organizationId), eq(closedDays.id, id)))
      .returning();
    if (!row) throw notFound('Closed day');
    await auditSetup(tx, actor, 'closed_day.delete', 'closed_day', row.id, {
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      locationId: row.locationId,
    });
  });
}

export function closedDayDto(row: ClosedDayRow) {
  return {
    id: row.id,
    locationId: row.locationId,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    label: row.label ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}
