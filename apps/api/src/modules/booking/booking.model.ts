// The reference model of the hold lifecycle for the property test: what the engine must answer
// for each action, written as plainly as possible, independent of the implementation.
export type ModelStatus = 'reserved' | 'pending' | 'upcoming' | 'completed' | 'cancelled';

export interface ModelBooking {
  id: string;
  owner: string;
  resource: number;
  /** Slot indexes [from, to) of a court booking; the session for places. */
  from: number;
  to: number;
  places: number;
  isSession: boolean;
  status: ModelStatus;
  cancelReason: string | null;
  expiresAt: number;
  extensions: number;
  orderId: string | null;
}

export interface ModelConfig {
  holdMs: number;
  paymentMs: number;
  maxExtensions: number;
  capacity: number;
}

export type Outcome = 'ok' | string;

export class BookingModel {
  bookings: ModelBooking[] = [];
  now: number;

  constructor(
    readonly config: ModelConfig,
    start: number,
  ) {
    this.now = start;
  }

  private live(b: ModelBooking): boolean {
    if (b.status === 'upcoming') return true;
    return (b.status === 'reserved' || b.status === 'pending') && b.expiresAt > this.now;
  }

  private holdsCourt(b: ModelBooking): boolean {
    return b.status === 'reserved' || b.status === 'pending' || b.status === 'upcoming';
  }

  private overlaps(
    a: { resource: number; from: number; to: number },
    b: { resource: number; from: number; to: number },
  ): boolean {
    return a.resource === b.resource && a.from < b.to && b.from < a.to;
  }

  private expireWhere(match: (b: ModelBooking) => boolean): void {
    for (const b of this.bookings) {
      if ((b.status === 'reserved' || b.status === 'pending') && b.expiresAt <= this.now && match(b)) {
        b.status = 'cancelled';
        b.cancelReason = 'hold_expired';
      }
    }
  }

  placesTaken(): number {
    return this.bookings.filter((b) => b.isSession && this.live(b)).reduce((s, b) => s + b.places, 0);
  }

  /** A court hold on slots [from, to) of a resource. */
  holdCourt(owner: string, resource: number, from: number, to: number): Outcome {
    const wanted = { resource, from, to };
    if (this.bookings.some((b) => !b.isSession && this.live(b) && this.overlaps(b, wanted))) return 'SLOT_TAKEN';
    this.expireWhere((b) => !b.isSession && this.overlaps(b, wanted));
    return 'ok';
  }

  holdPlaces(places: number): Outcome {
    if (this.placesTaken() + places > this.config.capacity) return 'SESSION_FULL';
    this.expireWhere((b) => b.isSession);
    return 'ok';
  }

  add(b: Omit<ModelBooking, 'status' | 'cancelReason' | 'expiresAt' | 'extensions' | 'orderId'>): void {
    this.bookings.push({
      ...b,
      status: 'reserved',
      cancelReason: null,
      expiresAt: this.now + this.config.holdMs,
      extensions: 0,
      orderId: null,
    });
  }

  extend(b: ModelBooking): Outcome {
    if (b.status !== 'reserved') return 'INVALID_TRANSITION';
    if (b.expiresAt <= this.now) return 'HOLD_EXPIRED';
    if (b.extensions >= this.config.maxExtensions) return 'EXTENSION_LIMIT';
    b.expiresAt = this.now + this.config.holdMs;
    b.extensions += 1;
    return 'ok';
  }

  release(b: ModelBooking): Outcome {
    if (b.status !== 'reserved' && b.status !== 'pending') return 'INVALID_TRANSITION';
    b.status = 'cancelled';
    b.cancelReason = 'released';
    return 'ok';
  }

  /** A swept hold comes back only if its court or places are still free. */
  private revive(b: ModelBooking): Outcome {
    if (b.isSession) {
      if (this.placesTaken() + b.places > this.config.capacity) return 'SESSION_FULL';
      this.expireWhere((x) => x !== b && x.isSession);
    } else {
      if (this.bookings.some((x) => x !== b && !x.isSession && this.live(x) && this.overlaps(x, b)))
        return 'SLOT_TAKEN';
      this.expireWhere((x) => x !== b && !x.isSession && this.overlaps(x, b));
    }
    return 'ok';
  }

  startPayment(b: ModelBooking): Outcome {
    const swept = b.status === 'cancelled' && b.cancelReason === 'hold_expired';
    if (!swept && b.status !== 'reserved' && b.status !== 'pending') return 'INVALID_TRANSITION';
    if (swept) {
      const r = this.revive(b);
      if (r !== 'ok') return r;
    }
    b.status = 'pending';
    b.cancelReason = null;
    b.expiresAt = this.now + this.config.paymentMs;
    return 'ok';
  }

  confirm(b: ModelBooking, orderId: string): Outcome {
    if (b.status === 'upcoming' && b.orderId === orderId) return 'ok';
    const swept = b.status === 'cancelled' && b.cancelReason === 'hold_expired';
    if (!swept && b.status !== 'reserved' && b.status !== 'pending') return 'INVALID_TRANSITION';
    if (swept) {
      const r = this.revive(b);
      if (r !== 'ok') return r;
    }
    b.status = 'upcoming';
    b.cancelReason = null;
    b.orderId = orderId;
    return 'ok';
  }

  cancelByStaff(b: ModelBooking): Outcome {
    if (!this.holdsCourt(b)) return 'INVALID_TRANSITION';
    b.status = 'cancelled';
    b.cancelReason = 'staff';
    return 'ok';
  }

  purge(): void {
    this.expireWhere(() => true);
  }
}
