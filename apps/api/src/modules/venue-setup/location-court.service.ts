// Locations and courts of the venue. Deleting is refused while records depend on
// the row: a location with courts, a court with bookings (deactivate it instead: the bookings and
// invoices that name it stay intact).
import type { CourtBody, LocationBody } from '@courtside/core/venue-setup-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { changedFields } from './venue-setup.dto';
import { venueSetupRepository as repo } from './venue-setup.repository';
import type { CourtRow, LocationRow } from './venue-setup.repository';
import { auditSetup } from './setup-actor';
import type { SetupActor } from './setup-actor';

export async function createLocation(db: DbOrTx, actor: SetupActor, body: LocationBody): Promise<LocationRow> {
  return db.transaction(async (tx) => {
    const row = await repo.insertLocation(tx, {
      organizationId: actor.organizationId,
      name: body.name,
      address: body.address,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
    });
    await auditSetup(tx, actor, 'location.created', 'location', row.id, { name: row.name });
    return row;
  });
}

export async function updateLocation(
  db: DbOrTx,
  actor: SetupActor,
  id: string,
  patch: Partial<LocationBody>,
): Promise<LocationRow> {
  return db.transaction(async (tx) => {
    const current = await repo.findLocation(tx, actor.organizationId, id);
    if (!current) throw notFound('Location');
    const changes = changedFields(current, patch);
    const row = await repo.updateLocation(tx, id, patch);
    await auditSetup(tx, actor, 'location.updated', 'location', id, { changes });
    return row;
  });
}

export async function deleteLocation(db: DbOrTx, actor: SetupActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findLocation(tx, actor.organizationId, id);
    if (!current) throw notFound('Location');
    const courts = await repo.countCourtsAt(tx, id);
    if (courts > 0)
      throw new AppError(
        'CONFLICT',
        `The location ${current.name} still has ${courts} court(s): move or delete them first`,
        { reason: 'location_has_courts', params: { count: courts } },
      );
    await repo.deleteLocation(tx, id);
    await auditSetup(tx, actor, 'location.deleted', 'location', id, { name: current.name });
  });
}

async function assertLocation(db: DbOrTx, organizationId: string, locationId: string): Promise<void> {
  if (!(await repo.findLocation(db, organizationId, locationId)))
    throw new AppError('VALIDATION_FAILED', 'The location does not exist', { reason: 'unknown_location' });
}

export async function createCourt(db: DbOrTx, actor: SetupActor, body: CourtBody): Promise<CourtRow> {
  return db.transaction(async (tx) => {
    await assertLocation(tx, actor.organizationId, body.locationId);
    const row = await repo.insertCourt(tx, {
      organizationId: actor.organizationId,
      locationId: body.locationId,
      name: body.name,
      category: body.category,
      spaceType: body.spaceType,
      capacity: body.capacity,
      description: body.description ?? null,
      images: body.images ?? [],
      active: body.active ?? true,
      sortOrder: body.sortOrder ?? 0,
    });
    await auditSetup(tx, actor, 'court.created', 'court', row.id, { name: row.name, category: row.category });
    return row;
  });
}

export async function updateCourt(
  db: DbOrTx,
  actor: SetupActor,
  id: string,
  patch: Partial<CourtBody>,
): Promise<CourtRow> {
  return db.transaction(async (tx) => {
    const current = await repo.findCourt(tx, actor.organizationId, id);
    if (!current) throw notFound('Court');
    if (patch.locationId) await assertLocation(tx, actor.organizationId, patch.locationId);
    const changes = changedFields(current, patch);
    const row = await repo.updateCourt(tx, id, {
      ...patch,
      description: patch.description === undefined ? undefined : (patch.description ?? null),
    });
    const action = changes.active ? (row.active ? 'court.activated' : 'court.deactivated') : 'court.updated';
    await auditSetup(tx, actor, action, 'court', id, { changes });
    return row;
  });
}

export async function deleteCourt(db: DbOrTx, actor: SetupActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.findCourt(tx, actor.organizationId, id);
    if (!current) throw notFound('Court');
    const used = await repo.countBookingsOf(tx, id);
    if (used > 0) {
      throw new AppError(
        'CONFLICT',
        `${current.name} has ${used} booking(s) and cannot be deleted; deactivate it instead`,
        { reason: 'court_has_bookings', params: { count: used } },
      );
    }
    await repo.deleteCourt(tx, id);
    await auditSetup(tx, actor, 'court.deleted', 'court', id, { name: current.name });
  });
}
