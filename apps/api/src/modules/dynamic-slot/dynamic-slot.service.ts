// Staff-made windows on a court (docs/product.md#roles): a special price within [1/3 ×, 3 ×] of the rule's
// price, a come-together session with capacity and per-place price, or a block. Sessions and
// blocks hold the court through a booking row, so the exclusion constraint keeps them apart from
// bookings as it keeps bookings apart from each other.
import { isSpecialPriceAllowed, specialPriceBounds } from '@courtside/core/slots/pricing';
import { openingWindows } from '@courtside/core/slots/grid';
import { sessionAvailability } from '@courtside/core/slots/occupancy';
import { seasonFor } from '@courtside/core/slots/season';
import { localDate, addDays } from '@courtside/core/slots/time';
import type { DynamicSlotKind } from '@courtside/core/slots/types';
import type { DynamicSlotDto } from '@courtside/core/dynamic-slot-schemas';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pgCodes, pgErrorCode } from '../../lib/pg-errors';
import { dynamicSlotRepository } from './dynamic-slot.repository';
import type { DynamicSlotRow } from './dynamic-slot.repository';
import {
  bookingRepository,
  insertCourtHold,
  loadVenueSnapshot,
  notifySlotChanges,
  recordChanges,
  resourceSlotsForRange,
  scopeForRange,
} from '../booking';

export interface DynamicSlotInput {
  organizationId: string;
  resourceId: string;
  kind: DynamicSlotKind;
  start: Date;
  end: Date;
  title?: string;
  note?: string;
  priceCents?: number;
  capacity?: number;
  minPlayers?: number;
  createdBy: string;
  now?: Date;
}

/** Checks the window against the grid: inside opening hours, prices within bounds, type offered. */
export async function checkAgainstGrid(db: DbOrTx, input: DynamicSlotInput): Promise<void> {
  const snapshot = await loadVenueSnapshot(
    db,
    scopeForRange(input.organizationId, input.start, input.end, { resourceId: input.resourceId }),
  );
  const resource = snapshot?.resources.find((r) => r.id === input.resourceId);
  if (!snapshot || !resource) throw new AppError('NOT_FOUND', 'Court not found');
  const date = localDate(input.start, snapshot.timeZone);
  const season = seasonFor(
    date,
    snapshot.seasons.filter((s) => s.locationId === resource.locationId),
  );
  const windows = [
    ...openingWindows(addDays(date, -1), snapshot.timeZone, season),
    ...openingWindows(date, snapshot.timeZone, season),
  ];
  if (!windows.some((w) => w.start <= input.start && input.end <= w.end)) {
    throw new AppError('OUTSIDE_OPENING_HOURS', 'A dynamic slot must lie within the opening hours of one day');
  }
  // Other dynamic slots are left out: the bounds refer to the rule's own price.
  const plain = { ...snapshot, dynamicSlots: [] };
  const { rule, slots } = resourceSlotsForRange(plain, resource, input.start, input.end);
  if (!rule) throw new AppError('OUTSIDE_OPENING_HOURS', 'This court has no scheduling rule on that date');
  if (input.kind === 'come_together' && !rule.bookingTypes.includes('come_together')) {
    throw new AppError('BOOKING_TYPE_NOT_ALLOWED', 'Come-together sessions are not offered on this court');
  }
  if (input.kind === 'special_price') {
    const covered = slots.filter((s) => s.start >= input.start && s.start < input.end);
    if (!covered.length) throw new AppError('INVALID_SLOT', 'No slot starts inside this window');
    const bad = covered.find((s) => !isSpecialPriceAllowed(s.priceCents, input.priceCents!));
    if (bad) {
      const { min, max } = specialPriceBounds(bad.priceCents);
      throw new AppError(
        'VALIDATION_FAILED',
        `A special price must lie between ${min} and ${max} cents (1/3 to 3 times the slot price)`,
        { min, max },
      );
    }
  }
}

function checkShape(
  input: Pick<DynamicSlotInput, 'kind' | 'priceCents' | 'capacity' | 'minPlayers' | 'start' | 'end'>,
): void {
  if (!(input.end > input.start)) throw new AppError('VALIDATION_FAILED', 'The end must be after the start');
  if (input.kind === 'special_price' && input.priceCents === undefined)
    throw new AppError('VALIDATION_FAILED', 'A special price needs priceCents');
  if (input.kind === 'come_together' && (input.priceCents === undefined || !input.capacity)) {
    throw new AppError('VALIDATION_FAILED', 'A come-together session needs capacity and priceCents (per place)');
  }
  if (input.kind === 'come_together' && input.minPlayers && input.capacity && input.minPlayers > input.capacity) {
    throw new AppError('VALIDATION_FAILED', 'The minimum of players cannot exceed the capacity');
  }
}

export async function createDynamicSlot(db: DbOrTx, input: DynamicSlotInput): Promise<DynamicSlotRow> {
  checkShape(input);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await checkAgainstGrid(tx, input);
    const slot = await dynamicSlotRepository
      .insert(tx, {
        organizationId: input.organizationId,
        resourceId: input.resourceId,
        kind: input.kind,
        startsAt: input.start,
        endsAt: input.end,
        title: input.title ?? null,
        note: input.note ?? null,
        priceCents: input.kind === 'block' ? null : input.priceCents,
        capacity: input.kind === 'come_together' ? input.capacity : null,
        minPlayers: input.kind === 'come_together' ? (input.minPlayers ?? null) : null,
        createdBy: input.createdBy,
      })
      .catch((error: unknown) => {
        if (pgErrorCode(error) === pgCodes.exclusionViolation)
          throw new AppError('SLOT_TAKEN', 'Another session or block already uses this court at that time');
        throw error;
      });
    if (input.kind !== 'special_price') {
      const conflicts = await bookingRepository.findLiveCourtHolders(tx, {
        resourceId: input.resourceId,
        start: input.start,
        end: input.end,
        now,
      });
      if (conflicts.length) {
        throw new AppError('SLOT_TAKEN', 'There are bookings in this window: cancel or move them first', {
          bookingIds: conflicts.map((c) => c.id),
        });
      }
      const holder = await insertCourtHold(
        tx,
        {
          organizationId: input.organizationId,
          resourceId: input.resourceId,
          startsAt: input.start,
          endsAt: input.end,
          type: input.kind === 'come_together' ? 'come_together' : 'normal',
          status: 'upcoming',
          places: 0,
          priceCents: 0,
          dynamicSlotId: slot.id,
          createdBy: input.createdBy,
          note: input.kind,
        },
        now,
      );
      await recordChanges(tx, [
        {
          booking: holder,
          action: 'create',
          from: null,
          to: 'upcoming',
          actorUserId: input.createdBy,
          reason: input.kind,
        },
      ]);
    }
    await notifySlotChanges(tx, [
      { organizationId: input.organizationId, resourceId: input.resourceId, start: input.start, end: input.end },
    ]);
    return slot;
  });
}

export interface DynamicSlotPatch {
  title?: string;
  note?: string;
  priceCents?: number;
  capacity?: number;
  minPlayers?: number;
}

export async function updateDynamicSlot(
  db: DbOrTx,
  organizationId: string,
  id: string,
  patch: DynamicSlotPatch,
  now = new Date(),
): Promise<DynamicSlotRow> {
  return db.transaction(async (tx) => {
    const slot = await dynamicSlotRepository.lock(tx, id);
    if (!slot || slot.organizationId !== organizationId) throw new AppError('NOT_FOUND', 'Dynamic slot not found');
    if (slot.status !== 'active')
      throw new AppError('INVALID_TRANSITION', 'A cancelled dynamic slot cannot be changed');
    const next = {
      kind: slot.kind,
      start: slot.startsAt,
      end: slot.endsAt,
      priceCents: patch.priceCents ?? slot.priceCents ?? undefined,
      capacity: patch.capacity ?? slot.capacity ?? undefined,
      minPlayers: patch.minPlayers ?? slot.minPlayers ?? undefined,
    };
    checkShape(next);
    if (slot.kind === 'special_price' && patch.priceCents !== undefined) {
      await checkAgainstGrid(tx, { ...next, organizationId, resourceId: slot.resourceId, createdBy: '' });
    }
    if (slot.kind === 'come_together' && patch.capacity !== undefined) {
      const taken = (await dynamicSlotRepository.placesTaken(tx, [slot.id], now)).get(slot.id) ?? 0;
      if (patch.capacity < taken)
        throw new AppError('VALIDATION_FAILED', `${taken} places are already booked`, { placesTaken: taken });
    }
    const row = await dynamicSlotRepository.update(tx, id, {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.note !== undefined ? { note: patch.note } : {}),
      ...(slot.kind !== 'block' && patch.priceCents !== undefined ? { priceCents: patch.priceCents } : {}),
      ...(slot.kind === 'come_together' && patch.capacity !== undefined ? { capacity: patch.capacity } : {}),
      ...(slot.kind === 'come_together' && patch.minPlayers !== undefined ? { minPlayers: patch.minPlayers } : {}),
    });
    await notifySlotChanges(tx, [
      { organizationId, resourceId: slot.resourceId, start: slot.startsAt, end: slot.endsAt },
    ]);
    return row;
  });
}

export async function dynamicSlotDtos(db: DbOrTx, rows: DynamicSlotRow[], now = new Date()): Promise<DynamicSlotDto[]> {
  const taken = await dynamicSlotRepository.placesTaken(
    db,
    rows.filter((r) => r.kind === 'come_together').map((r) => r.id),
    now,
  );
  return rows.map((r) => {
    const base = {
      id: r.id,
      resourceId: r.resourceId,
      kind: r.kind,
      start: r.startsAt.toISOString(),
      end: r.endsAt.toISOString(),
      title: r.title,
      note: r.note,
      priceCents: r.priceCents,
      capacity: r.capacity,
      minPlayers: r.minPlayers,
      status: r.status,
    };
    if (r.kind !== 'come_together') return base;
    const n = taken.get(r.id) ?? 0;
    const availability = sessionAvailability(n, r.capacity ?? 0);
    return {
      ...base,
      placesTaken: n,
      placesLeft: Math.max(0, (r.capacity ?? 0) - n),
      ...(availability ? { availability } : {}),
    };
  });
}
