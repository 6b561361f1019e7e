// Shared pieces of the booking services: who owns a booking, the organization's settings, and
// the grid check of a request against a loaded snapshot.
import { fitRequest } from '@courtside/core/slots/booking-rules';
import type { FittedRequest } from '@courtside/core/slots/booking-rules';
import type { BookingType } from '@courtside/core/enums';
import { organizationSettings } from '@courtside/core/organization';
import type { OrganizationSettings } from '@courtside/core/organization';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BookingRow } from './booking.repository';
import { resourceSlotsForRange, scopeForRange } from './resource-grid';
import { keptGrid } from './kept-grid';
import { loadVenueSnapshot } from './venue-snapshot';
import type { SnapshotResource, VenueSnapshot } from './venue-snapshot';
import { sameSecret } from '../../lib/same-secret';
import { organizationRepository } from '../organization';

/** Who a hold belongs to: a signed-in user or a guest cart token (exactly one). */
export interface Owner {
  userId?: string | null;
  guestToken?: string | null;
}

export function assertOwner(owner: Owner): void {
  if (!owner.userId && !owner.guestToken) throw new AppError('BAD_REQUEST', 'A hold needs a user or a guest token');
}

export function ownsBooking(row: Pick<BookingRow, 'userId' | 'guestToken'>, owner: Owner): boolean {
  return Boolean((owner.userId && row.userId === owner.userId) || sameSecret(owner.guestToken, row.guestToken));
}

export async function settingsOf(
  db: DbOrTx,
  organizationId: string,
): Promise<{ settings: OrganizationSettings; timeZone: string }> {
  const org = await organizationRepository.findById(db, organizationId);
  if (!org) throw new AppError('NOT_FOUND', 'Organization not found');
  return { settings: organizationSettings(org.settings), timeZone: org.timezone };
}

export interface CheckedRequest {
  snapshot: VenueSnapshot;
  resource: SnapshotResource;
  fitted: FittedRequest;
}

export interface RequestCheck {
  organizationId: string;
  resourceId: string;
  start: Date;
  end: Date;
  type: BookingType;
  now: Date;
  /** Staff bookings skip the lead time and the minimum notice. */
  ignoreTimeWindow?: boolean;
}

/** What a request is fitted on: a scope of the venue's grid (see checkRequest). */
function gridScope(input: RequestCheck) {
  return scopeForRange(input.organizationId, input.start, input.end, { resourceId: input.resourceId });
}

/** The kept grid's key of a request (kept-grid.ts). */
export function gridKey(input: RequestCheck): string {
  const scope = gridScope(input);
  return `${scope.organizationId}|${scope.resourceId}|${scope.from.toISOString()}|${scope.to.toISOString()}`;
}

/**
 * Loads the grid around a request and fits the request onto it, or throws the rule's error.
 * With `kept`, a grid kept from an earlier request of this process may be used (and a freshly
 * loaded one is kept): the caller must then hold with the snapshot's gridVersion, which the
 * database checks. A refusal is never answered from a kept grid: the grid is loaded again first.
 */
export async function checkRequest(
  db: DbOrTx,
  input: RequestCheck,
  snapshot?: VenueSnapshot,
  options: { kept?: boolean } = {},
): Promise<CheckedRequest> {
  if (!snapshot && options.kept) {
    const key = gridKey(input);
    const kept = keptGrid.get(db, key);
    if (kept) {
      try {
        return fitOn(kept, input);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        keptGrid.forget(db, key);
      }
    }
    const fresh = await loadVenueSnapshot(db, gridScope(input), { bookings: false });
    if (fresh) keptGrid.set(db, key, fresh);
    return fitOn(fresh, input);
  }
  const snap =
    snapshot ??
    // The fit reads the grid only: collisions are the database's to decide (the hold function).
    (await loadVenueSnapshot(db, gridScope(input), { bookings: false }));
  return fitOn(snap, input);
}

function fitOn(snap: VenueSnapshot | undefined, input: RequestCheck): CheckedRequest {
  const resource = snap?.resources.find((r) => r.id === input.resourceId);
  if (!snap || !resource || !resource.active)
    throw new AppError('NOT_FOUND', 'This court does not exist or is not bookable');
  const { rule, slots, closedDay } = resourceSlotsForRange(snap, resource, input.start, input.end);
  const fitted = fitRequest({
    closedDay,
    start: input.start,
    end: input.end,
    type: input.type,
    slots,
    rule,
    now: input.now,
    timeZone: snap.timeZone,
    ignoreTimeWindow: input.ignoreTimeWindow,
  });
  if (!fitted.ok) throw new AppError(fitted.code, fitted.message);
  return { snapshot: snap, resource, fitted };
}
