// Shared pieces of the booking services: who owns a booking, the organization's settings, and
// the grid check of a request against a loaded snapshot.
import { checkTiming, fitRequest } from '@courtside/core/slots/booking-rules';
import type { FittedRequest } from '@courtside/core/slots/booking-rules';
import type { RuleInput } from '@courtside/core/slots/types';
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

const DAY_MS = 86_400_000;
/**
 * The kept grid's key of a request (kept-grid.ts): the organization, the court and the UTC days of
 * its first and last instant — what gridScope's window is made of, without building it.
 */
export function gridKey(input: RequestCheck): string {
  const first = Math.floor(input.start.getTime() / DAY_MS);
  const last = Math.floor((input.end.getTime() - 1) / DAY_MS);
  return `${input.organizationId}|${input.resourceId}|${first}|${last}`;
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
        return fitOnKept(kept, input);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        keptGrid.forget(db, key);
      }
    }
    const fresh = await loadVenueSnapshot(db, gridScope(input), { bookings: false });
    if (fresh) keptGrid.set(db, key, fresh);
    return fresh ? fitOnKept(fresh, input) : fitOn(fresh, input);
  }
  const snap =
    snapshot ??
    // The fit reads the grid only: collisions are the database's to decide (the hold function).
    (await loadVenueSnapshot(db, gridScope(input), { bookings: false }));
  return fitOn(snap, input);
}

function fitOn(snap: VenueSnapshot | undefined, input: RequestCheck): CheckedRequest {
  const fit = fitOnGrid(snap, input, input.ignoreTimeWindow);
  if (fit instanceof AppError) throw fit;
  return fit.checked;
}

/** The request on the grid, or the rule's refusal; the time window only unless `ignoreTimeWindow`. */
function fitOnGrid(
  snap: VenueSnapshot | undefined,
  input: RequestCheck,
  ignoreTimeWindow: boolean | undefined,
): { checked: CheckedRequest; rule: RuleInput } | AppError {
  const resource = snap?.resources.find((r) => r.id === input.resourceId);
  if (!snap || !resource || !resource.active)
    return new AppError('NOT_FOUND', 'This court does not exist or is not bookable');
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
    ignoreTimeWindow,
  });
  // A fit needs a rule (fitRequest refuses without one).
  if (!fitted.ok || !rule)
    return new AppError(
      fitted.ok ? 'OUTSIDE_OPENING_HOURS' : fitted.code,
      fitted.ok ? 'The venue is closed at this time' : fitted.message,
    );
  return { checked: { snapshot: snap, resource, fitted }, rule };
}

// A kept grid is asked for the same few slots again and again: the fit of a slot on it (its
// covered slots and price, or the grid's refusal) depends on the grid and the request only, so it
// is kept with the grid; only the time window (lead time, minimum notice: it depends on the clock)
// is checked each time — fitRequest checks it last, so the answers are the same as fitOn's.
const MAX_FITS = 2_000;
const fitsOf = new WeakMap<VenueSnapshot, Map<string, ReturnType<typeof fitOnGrid>>>();

function fitOnKept(snap: VenueSnapshot, input: RequestCheck): CheckedRequest {
  let fits = fitsOf.get(snap);
  if (!fits) fitsOf.set(snap, (fits = new Map()));
  const key = `${input.resourceId}|${input.start.getTime()}|${input.end.getTime()}|${input.type}`;
  let fit = fits.get(key);
  if (!fit) {
    fit = fitOnGrid(snap, input, true);
    if (fits.size >= MAX_FITS) fits.clear();
    fits.set(key, fit);
  }
  // A new error each time: an error object is never shared between requests.
  if (fit instanceof AppError) throw new AppError(fit.code, fit.message);
  if (!input.ignoreTimeWindow) {
    const timing = checkTiming(input.start, input.type, fit.rule, input.now, snap.timeZone);
    if (timing) throw new AppError(timing.code, timing.message);
  }
  return fit.checked;
}
