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

/** Loads the grid around a request and fits the request onto it, or throws the rule's error. */
export async function checkRequest(db: DbOrTx, input: RequestCheck, snapshot?: VenueSnapshot): Promise<CheckedRequest> {
  const snap =
    snapshot ??
    (await loadVenueSnapshot(
      db,
      scopeForRange(input.organizationId, input.start, input.end, { resourceId: input.resourceId }),
      // The fit reads the grid only: collisions are the database's to decide (the hold function).
      { bookings: false },
    ));
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
