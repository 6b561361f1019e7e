// Inputs and outputs of the slot grid. Plain data: the API loads it from the database, the web
// app may compute previews from the same shapes.
import type { BookingStatus, BookingType, SeasonKind, SlotAvailability, SlotState } from '../enums';
import type { LocalDate, LocalTime } from './time';

export interface OpeningInterval {
  open: LocalTime;
  /** "24:00" closes at midnight; a close at or before open runs past midnight. */
  close: LocalTime;
}

/** Opening hours per ISO weekday (1 = Monday … 7 = Sunday), local wall clock. */
export type OpeningHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', OpeningInterval[]>>;

export interface SeasonInput {
  id: string;
  kind: SeasonKind;
  startsOn: LocalDate;
  endsOn: LocalDate;
  openingHours: OpeningHours;
}

/** On these weekdays, for slots starting in [from, to) local time, a slot costs priceCents. */
export interface PriceBand {
  label: string;
  weekdays: number[];
  from: LocalTime;
  to: LocalTime;
  priceCents: number;
}

export interface RuleInput {
  id?: string;
  /** Set for a resource rule; a resource rule beats a category rule. */
  resourceId?: string | null;
  category?: string | null;
  seasonId?: string;
  slotMinutes: number;
  bookingTypes: BookingType[];
  /** Bookable up to this many calendar days ahead (abo: the whole season). */
  leadDays: number;
  /** A slot must start at least this many minutes from now. */
  minNoticeMinutes: number;
  defaultPriceCents: number;
  priceBands: PriceBand[];
}

export const dynamicSlotKinds = ['special_price', 'come_together', 'block'] as const;
export type DynamicSlotKind = (typeof dynamicSlotKinds)[number];

export interface DynamicSlotInput {
  id: string;
  kind: DynamicSlotKind;
  start: Date;
  end: Date;
  /** special_price: the slot price; come_together: the price of one place. */
  priceCents?: number | null;
  /** come_together: places in the session. */
  capacity?: number | null;
  title?: string | null;
}

export type GridSlotKind = 'regular' | 'special' | 'session' | 'blocked';

export interface GridSlot {
  start: Date;
  end: Date;
  kind: GridSlotKind;
  /** Price of the slot (regular, special) or of one place (session), integer cents. */
  priceCents: number;
  /** The price band that set the price ('default' when none matched). */
  band: string;
  /** The dynamic slot that shaped this slot (special price, session or block). */
  dynamicSlotId?: string;
  capacity?: number;
  title?: string;
}

/** A booking as the grid sees it: enough to tell what a slot is occupied by. */
export interface OccupancyInput {
  id?: string;
  start: Date;
  end: Date;
  type: BookingType;
  status: BookingStatus;
  places: number;
  /** Set on a come-together player booking. */
  sessionId?: string | null;
  /** Set on the row that holds the court for a session or block. */
  dynamicSlotId?: string | null;
  expiresAt?: Date | null;
}

export interface SlotView {
  start: Date;
  end: Date;
  state: SlotState;
  availability?: SlotAvailability;
  placesLeft?: number;
  capacity?: number;
  price: number;
  /** False for slots in the past, inside the minimum notice, beyond the lead time, or blocked. */
  bookable: boolean;
  blocked?: boolean;
  sessionId?: string;
  title?: string;
}
